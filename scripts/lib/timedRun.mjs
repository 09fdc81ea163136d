// node timedRun.mjs <cpu-file> <command> [args...]: runs the command with this process's stdio, then writes the CPU
// seconds its whole process tree used to <cpu-file> and exits with its status. npm test runs each step under it, so
// steps that overlap are still measured one by one.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { childrenCpuSeconds } from './stepTimes.mjs';

const [cpuFile, command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: 'inherit' });
child.on('error', (e) => {
  console.error(`${command}: ${e.message}`);
  process.exit(127);
});
child.on('close', (status, signal) => {
  writeFileSync(cpuFile, String(childrenCpuSeconds()));
  process.exit(status ?? (signal ? 128 : 1));
});
