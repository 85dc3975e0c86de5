// Adds lock entries for platform-specific optional packages that this machine's npm mirror lacks,
// so that `npm ci` sees the lock in sync. npm skips them on other platforms by their os/cpu/libc fields.
import { readFileSync, writeFileSync } from 'node:fs';
const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const pkgs = lock.packages;
const osNames = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openbsd',
  'openharmony',
  'netbsd',
  'sunos',
  'aix',
];
const cpuNames = [
  'arm64',
  'x64',
  'arm',
  'ia32',
  'ppc64',
  's390x',
  'riscv64',
  'loong64',
  'wasm32',
  'mips64el',
];
let added = 0;
for (const [path, entry] of Object.entries(pkgs)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    if (pkgs[base] || pkgs[`node_modules/${name}`]) continue;
    const parts = name.split('/').pop().split('-');
    const os = parts.find((p) => osNames.includes(p));
    let cpu = parts.find((p) => cpuNames.includes(p));
    if (!cpu && parts.includes('arm')) cpu = 'arm';
    if (!os && !cpu) {
      console.log('skip (no platform in name):', name);
      continue;
    }
    const version = String(range).replace(/^[\^~=]/, '');
    const out = { version, optional: true };
    if (os) out.os = [os];
    if (cpu) out.cpu = [cpu === 'wasm32' ? 'wasm32' : cpu];
    if (parts.includes('musl') || parts.includes('musleabihf')) out.libc = ['musl'];
    else if (parts.includes('gnu') || parts.includes('gnueabihf')) out.libc = ['glibc'];
    pkgs[`node_modules/${name}`] = out;
    added++;
  }
}
// Keep keys sorted as npm writes them.
const sorted = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log('added', added);
