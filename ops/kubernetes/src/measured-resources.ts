import { Size } from 'cdk8s';
import { Cpu, type ContainerResources } from 'cdk8s-plus-34';

/*
 * Requests and limits from figures measured on the 2-core development machine, 2026-11-30, by
 * sampling /proc/<pid>/status (VmRSS) and /proc/<pid>/stat (utime + stime) every 250 ms
 * (docs/operations.md, "Sizing the pods", tells how to measure again):
 *
 * API (`node dist/server.js` as `pnpm bench:api` starts it, RUNS=1 DURATION=5, SQLite, load
 * average 18–20 on a shared machine): 61 MiB right after start, 250 MiB once seeded and idle,
 * at most 339 MiB under the reads at 20 connections (1,644 req/s order history), 378 MiB at the
 * peak of 50 concurrent logins (Argon2id, m = 19 MiB per hash). CPU: one core saturated under
 * load (0.95), nothing idle.
 *
 * nginx (the remote image's site, docker/nginx, Debian's nginx with 2 workers, load average 27):
 * 15 MiB idle for master and workers together, 18 MiB serving a hashed chunk at 1,855 req/s
 * with 20 connections (brotli/gzip), 0.37 core.
 */

/**
 * Requested: the memory seen under load (a pod is placed where it fits), half a core (the
 * autoscaler's 70 % of it is the point where an instance adds latency). Limited: twice the peak
 * memory (an instance above it leaks, and is restarted rather than swapping), two cores
 * (Argon2id hashes on libuv's threads beside the event loop).
 */
export const API_RESOURCES: ContainerResources = {
  cpu: { request: Cpu.millis(500), limit: Cpu.units(2) },
  memory: { request: Size.mebibytes(384), limit: Size.mebibytes(768) },
};

/**
 * nginx: room for more workers than measured (`worker_processes auto` starts one per core of the
 * node; about 5 MiB a process), up to about 24 of them.
 */
export const NGINX_RESOURCES: ContainerResources = {
  cpu: { request: Cpu.millis(100), limit: Cpu.millis(500) },
  memory: { request: Size.mebibytes(48), limit: Size.mebibytes(128) },
};

/** The init container copies the image's site into the writable prefix (a `cp -a`). */
export const SITE_COPY_RESOURCES: ContainerResources = {
  cpu: { request: Cpu.millis(50), limit: Cpu.millis(200) },
  memory: { request: Size.mebibytes(16), limit: Size.mebibytes(64) },
};

/**
 * The migration Job runs the API's migrator once: the API's start-up figure (61 MiB) before it
 * serves anything, with the API's limit for headroom.
 */
export const MIGRATION_RESOURCES: ContainerResources = {
  cpu: { request: Cpu.millis(100), limit: Cpu.units(1) },
  memory: { request: Size.mebibytes(128), limit: Size.mebibytes(384) },
};
