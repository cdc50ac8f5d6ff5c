import { readFileSync } from 'node:fs';

/** Samples a process's resident memory (VmRSS) until stopped; returns the peak in MB. */
export function sampleRss(pid: number, everyMs = 250): { peakSoFar(): number; stop(): number } {
  let peakKb = 0;
  const read = () => {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) peakKb = Math.max(peakKb, Number(match[1]));
    } catch {
      /* process gone */
    }
  };
  read();
  const timer = setInterval(read, everyMs);
  return {
    peakSoFar() {
      read();
      return Math.round(peakKb / 1024);
    },
    stop() {
      clearInterval(timer);
      read();
      return Math.round(peakKb / 1024);
    },
  };
}
