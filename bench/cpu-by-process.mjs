#!/usr/bin/env node
/**
 * Where a command's CPU time goes, by kind of process: runs the command, reads every process's CPU
 * time (/proc/<pid>/stat) each second until it ends, and prints the seconds of each kind (Chromium's
 * renderers, browser and GPU processes, Gatsby builds, Playwright, decap-server, ...) beside the whole
 * machine's busy time (/proc/stat). It reads every process on the machine, the command's or not: run
 * it with nothing else running. A process that lives less than a second is missed, so the kinds add
 * up to less than the machine's busy time; the difference is printed too. Linux only.
 *
 * It told that the Chromium end-to-end phase is bound by its CPU work on two cores (docs/testing.md,
 * "Where the Chromium phase's time goes").
 *
 * Usage: node bench/cpu-by-process.mjs -- <command> [arguments]
 *   e.g. node bench/cpu-by-process.mjs -- npx playwright test --project=chromium
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { machineBusy, TICKS } from "./machine-busy.mjs";

const command = process.argv.slice(process.argv.indexOf("--") + 1);
if (!process.argv.includes("--") || command.length === 0) throw new Error("Usage: node bench/cpu-by-process.mjs -- <command> [arguments]");

/** The kind of a process, from its command line. */
function kindOf(commandLine) {
  // The browsers by their program, so that a Node script named after one (scripts/ensure-chromium.mjs) is not counted as it.
  const program = path.basename(commandLine.split(" ")[0]);
  if (/chrom|headless_shell/.test(program)) return `Chromium: ${commandLine.match(/--type=(\S+)/)?.[1] ?? "browser"}`;
  if (/firefox/.test(program)) return "Firefox";
  if (/WebKit|MiniBrowser/.test(program)) return "WebKit";
  if (/gatsby|jest-worker/.test(commandLine)) return "Gatsby (a build and its workers)";
  if (/decap-server/.test(commandLine)) return "decap-server";
  if (/pagefind/.test(commandLine)) return "Pagefind";
  if (/playwright/.test(commandLine)) return "Playwright (runner and workers)";
  if (/scripts\/serve\.mjs/.test(commandLine)) return "scripts/serve.mjs";
  return `other: ${commandLine.split(" ")[0]}`;
}

/** Each live process's CPU ticks (user and system) and kind. */
function processes() {
  const found = new Map();
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
      // A process's start time (field 22) tells it from another given the same pid later.
      found.set(`${pid}@${fields[19]}`, { ticks: Number(fields[11]) + Number(fields[12]), kind: kindOf(commandLine) });
    } catch {
      // It ended while being read.
    }
  }
  return found;
}

const byKind = new Map();
let seen = processes();
const busyAtStart = machineBusy();
const started = performance.now();
const sample = () => {
  const now = processes();
  for (const [id, { ticks, kind }] of now) byKind.set(kind, (byKind.get(kind) ?? 0) + ticks - (seen.get(id)?.ticks ?? 0));
  seen = now;
};
const sampler = setInterval(sample, 1000);
const child = spawn(command[0], command.slice(1), { stdio: "inherit" });
const code = await new Promise((resolve) => child.on("exit", (exitCode) => resolve(exitCode ?? 1)));
sample();
clearInterval(sampler);

const wall = (performance.now() - started) / 1000;
const busy = (machineBusy() - busyAtStart) / TICKS;
const rows = [...byKind].filter(([, ticks]) => ticks >= TICKS).sort((a, b) => b[1] - a[1]);
const counted = rows.reduce((sum, [, ticks]) => sum + ticks, 0) / TICKS;
const cores = os.availableParallelism();
console.log(`\n${command.join(" ")}: exit ${code}, ${wall.toFixed(0)} s; the machine busy ${busy.toFixed(0)} s of ${(wall * cores).toFixed(0)} on ${cores} cores (${((100 * busy) / (wall * cores)).toFixed(0)}%)\n`);
console.log("| CPU s | share | kind of process |\n| ---: | ---: | --- |");
for (const [kind, ticks] of rows) console.log(`| ${(ticks / TICKS).toFixed(0)} | ${((100 * ticks) / TICKS / busy).toFixed(0)}% | ${kind} |`);
console.log(`| ${(busy - counted).toFixed(0)} | ${((100 * (busy - counted)) / busy).toFixed(0)}% | not counted (processes of less than a second, the kernel) |`);
process.exitCode = code;
