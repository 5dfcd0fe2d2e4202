import { defineRemoteConfig } from '../tooling/rsbuild-remote';
import pkg from './package.json';

export default defineRemoteConfig({ folder: 'mf-commerce', cssPrefix: 'com', version: pkg.version });
