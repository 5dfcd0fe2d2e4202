import { defineRemoteConfig } from '../tooling/rsbuild-remote';
import pkg from './package.json';

export default defineRemoteConfig({ folder: 'mf-social', cssPrefix: 'soc', version: pkg.version });
