export * from './text';
export * from './account';
export * from './artwork';
export * from './post';
export * from './studio';
export * from './profile';
