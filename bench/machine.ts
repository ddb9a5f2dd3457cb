import { cpus, freemem, loadavg, totalmem } from 'node:os';

export type Machine = { cpu: string; cores: number; ramGb: number; freeGb: number; load: number[] };

/** What the figures were measured on; the load average matters as much as the hardware on a shared machine. */
export function describeMachine(): Machine {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const gb = (bytes: number) => Math.round((bytes / 2 ** 30) * 10) / 10;
  return {
    cpu,
    cores: cpus().length,
    ramGb: gb(totalmem()),
    freeGb: gb(freemem()),
    load: loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

export const loadText = (load: number[]) => `load average ${load.join(', ')}`;

export const machineText = (machine: Machine) =>
  `${machine.cpu}, ${machine.cores} cores, ${machine.ramGb} GB RAM; ${loadText(machine.load)}`;
