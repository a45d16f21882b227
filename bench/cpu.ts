/**
 * Chromium's CPU throttling calibrated to a device class, as Chrome DevTools' own calibration
 * does: a throttling rate is relative to the machine it runs on, so a fixed "4×" emulates a
 * different device on every machine (decision 012). The device is named by its score on
 * Lighthouse's BenchmarkIndex (run from the lighthouse package itself), and the rate that gives
 * that score here is found by bisection.
 */
import type { CDPSession, Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

export interface Device {
  name: string;
  /** Its Lighthouse BenchmarkIndex. */
  score: number;
}

/**
 * The issue's "cheap laptop": 1000 is the bottom of Lighthouse's desktop class (a Core i3 PC) and
 * DevTools' mid-tier phone (a Pixel 5). The budgets apply on it.
 */
export const CHEAP_LAPTOP: Device = { name: 'notebook económica o teléfono de gama media', score: 1000 };
/** DevTools' low-tier phone (a Moto G4 Power 2022): reported, without a budget. */
export const LOW_END_PHONE: Device = { name: 'teléfono de gama baja', score: 264 };

export interface Calibration {
  /** This machine's score without throttling. */
  machine: number;
  /** The throttling rate that emulates the device (1 when this machine is no faster). */
  rate: number;
  /** The score measured at that rate. */
  score: number;
}

/** Within this many points of the device's score is close enough (DevTools uses the same). */
const CLOSE = 10;
const MAX_STEPS = 8;

/**
 * Finds the rate at which `measure` scores `target`: the score falls as the rate rises, not quite
 * in proportion, so the rate is bisected between 1 and a bound past the proportional guess.
 */
export async function findRate(
  target: number,
  machine: number,
  measure: (rate: number) => Promise<number>,
): Promise<{ rate: number; score: number }> {
  if (machine <= target) return { rate: 1, score: machine };
  let lower = 1;
  let upper = Math.round((machine / target) * 150) / 100;
  let best = { rate: 1, score: machine };
  // The bound must be past the rate: throttling can slow the benchmark much less than in
  // proportion, so the bound doubles until it scores under the device.
  for (let doubled = 0; doubled < 4; doubled++) {
    const score = await measure(upper);
    if (Math.abs(score - target) < Math.abs(best.score - target)) best = { rate: upper, score };
    if (score <= target) break;
    lower = upper;
    upper *= 2;
  }
  for (let step = 0; step < MAX_STEPS && Math.abs(best.score - target) >= CLOSE; step++) {
    // Chromium keeps the rate to the hundredth.
    const rate = Math.round(((lower + upper) / 2) * 100) / 100;
    const score = await measure(rate);
    if (Math.abs(score - target) < Math.abs(best.score - target)) best = { rate, score };
    if (score < target) upper = rate;
    else lower = rate;
  }
  return best;
}

const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;

/** This machine's score, unthrottled, on a blank page (which the page is left at). */
async function machineScore(page: Page, cdp: CDPSession): Promise<number> {
  await page.goto('about:blank');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return page.evaluate<number>(benchmark);
}

/** Calibrates the device on a blank page of `page` (left at about:blank, unthrottled). */
export async function calibrate(page: Page, cdp: CDPSession, device: Device): Promise<Calibration> {
  await machineScore(page, cdp); // lets V8 compile the benchmark
  const machine = await machineScore(page, cdp);
  const found = await findRate(device.score, machine, async (rate) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    return page.evaluate<number>(benchmark);
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { machine, ...found };
}
