import { defineRemoteConfig } from '../tooling/rsbuild-remote';
import pkg from './package.json';

export default defineRemoteConfig({ folder: 'mf-admin', cssPrefix: 'adm', version: pkg.version });
