// A remote is used through remoteEntry.js; this entry only exists so the remote can be opened alone.
void import('./app/standalone');
