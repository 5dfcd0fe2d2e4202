import { defineRemoteConfig } from '../tooling/rsbuild-remote';
import pkg from './package.json';

export default defineRemoteConfig({ folder: 'mf-messaging', cssPrefix: 'msg', version: pkg.version });
