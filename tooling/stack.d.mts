/** Types of stack.mjs (a production-like stack: nginx in front of several server processes). */
import type { ChildProcess } from 'node:child_process';

export interface StackOptions {
  processes?: number;
  /** nginx's port; the servers take the next ones. */
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** S3_* variables; none = uploads on disk. */
  s3?: Record<string, string>;
  /** Folder for the site, the configs and the logs. */
  work: string;
  build?: boolean;
  env?: Record<string, string>;
  inherit?: boolean;
  log?: (msg: string) => void;
}

export interface Stack {
  url: string;
  work: string;
  siteRoot: string;
  servers: { port: number; child: ChildProcess | null }[];
  nginxConf: string;
  nginxCommand: string;
  start(i: number): Promise<void>;
  kill(i: number, signal?: NodeJS.Signals): Promise<void>;
  restart(i: number): Promise<void>;
  stop(): Promise<void>;
}

export { buildApp } from './build-app.mjs';
export function appsOf(root?: string): string[];
export function buildAll(log?: (msg: string) => void): void;
export function checkServices(services: { databaseUrl: string; redisUrl: string; s3?: Record<string, string> }): Promise<void>;
export function layOut(siteRoot: string): void;
export function renderNginx(options: { work: string; siteRoot: string; port: number; serverPorts: number[] }): { conf: string; main: string };
export function startStack(options: StackOptions): Promise<Stack>;
export function privateDatabase(adminUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> }>;
