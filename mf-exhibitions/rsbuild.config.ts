import { defineRemoteConfig } from '../tooling/rsbuild-remote';
import pkg from './package.json';

export default defineRemoteConfig({ folder: 'mf-exhibitions', cssPrefix: 'exh', version: pkg.version });
