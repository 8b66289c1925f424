/** The whole machine's CPU time, as Linux's /proc/stat counts it: for bench/cpu-by-process.mjs and bench/cpu-by-test.mjs. */
import fs from "node:fs";

/** Clock ticks a second, as /proc counts CPU time (USER_HZ; 100 on Linux's usual builds). */
export const TICKS = 100;

/** The whole machine's busy ticks, all cores: /proc/stat's user, nice, system, irq and softirq (not idle, iowait or a hypervisor's steal). */
export function machineBusy() {
  const [, user, nice, system, , , irq, softirq] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  return user + nice + system + irq + softirq;
}
