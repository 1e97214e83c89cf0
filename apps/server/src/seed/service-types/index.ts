import type { ServiceTypeDescriptionInput } from '@rc/contract';
import { designatedDriver } from './designated-driver.js';
import { paintRepair } from './paint-repair.js';
import { lacquerRepair } from './lacquer-repair.js';
import { homeClean } from './home-clean.js';
import { homeProtect } from './home-protect.js';
import { phoneLink } from './phone-link.js';
import { inspectionRun } from './inspection-run.js';
import { safetyMonitor } from './safety-monitor.js';
import { carDisinfect } from './car-disinfect.js';
import { courtesyCar } from './courtesy-car.js';
import { safetyBerth } from './safety-berth.js';
import { safeDocking } from './safe-docking.js';
import { airportTransfer } from './airport-transfer.js';
import { onlineConsultation } from './online-consultation.js';
import { healthCard } from './health-card.js';

/** Every seeded service description, one data file per service type. */
export const seededServiceTypes: ServiceTypeDescriptionInput[] = [
  designatedDriver,
  paintRepair,
  lacquerRepair,
  homeClean,
  homeProtect,
  phoneLink,
  inspectionRun,
  safetyMonitor,
  carDisinfect,
  courtesyCar,
  safetyBerth,
  safeDocking,
  airportTransfer,
  onlineConsultation,
  healthCard,
];
