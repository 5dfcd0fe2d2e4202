// The async boundary Module Federation needs before shared singletons are used (TOOLCHAIN.md).
void import('./bootstrap');
