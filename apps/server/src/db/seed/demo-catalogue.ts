// Demo catalogue for seeding: realistic wholesale car parts (no real brands) with generated product art.
import { brakeCaliper, brakeDisc, brakePads } from './art/brakes';
import { airFilter, oilFilter, sparkPlugs, timingBeltKit } from './art/engine';
import { clutchKit, controlArm, shockAbsorber } from './art/chassis';
import { alternator, carBattery, headlight } from './art/electrical';
import { fuelPump, radiator, wiperBlades } from './art/body';

export interface DemoPart {
  key: string;
  name: string;
  minOrderQuantity: number;
  availableQuantity: number;
  priceCents: number;
  description: string;
  /** An SVG document string, viewBox 0 0 1200 900. */
  art: () => string;
}

export const demoParts: DemoPart[] = [
  {
    key: 'brake-pads',
    name: 'Ceramic Front Brake Pad Set',
    minOrderQuantity: 20,
    availableQuantity: 2400,
    priceCents: 1890,
    description:
      'Axle set of four low-dust ceramic pads for compact and mid-size cars with 57 mm single-piston floating calipers. ' +
      'Chamfered and slotted friction blocks on a powder-coated steel backing plate with bonded anti-squeal shims and an acoustic wear indicator. ' +
      'ECE R90 approved, stable up to 650 °C.',
    art: brakePads,
  },
  {
    key: 'brake-disc',
    name: 'Ventilated Brake Disc 300 mm',
    minOrderQuantity: 10,
    availableQuantity: 800,
    priceCents: 4250,
    description:
      'Front ventilated disc, 300 × 28 mm, 5-hole 112 mm PCD, cast from high-carbon G3000 grey iron for better heat dissipation and less judder. ' +
      'Cross-drilled friction faces and an anti-corrosion coated hat and vanes keep it looking clean behind alloy wheels. ' +
      'Balanced and machined to under 0.02 mm run-out; sold individually, replace in axle pairs.',
    art: brakeDisc,
  },
  {
    key: 'brake-caliper',
    name: 'Remanufactured Brake Caliper, Front Left',
    minOrderQuantity: 10,
    availableQuantity: 320,
    priceCents: 6890,
    description:
      'Fully remanufactured single-piston cast-iron caliper for 280–300 mm front discs, finished in heat-resistant amber powder coat. ' +
      'Supplied with new piston, seals, dust boot, guide pins and bleed nipple, pressure-tested to 200 bar. ' +
      'Exchange unit: old cores are credited on return.',
    art: brakeCaliper,
  },
  {
    key: 'spark-plugs',
    name: 'Iridium Spark Plug M14',
    minOrderQuantity: 50,
    availableQuantity: 5000,
    priceCents: 545,
    description:
      'Long-life spark plug with a 0.6 mm iridium centre electrode and platinum-tipped ground electrode, rated for up to 100,000 km. ' +
      'M14 × 1.25 thread, 26.5 mm reach, 16 mm hex, pre-gapped to 0.8 mm for most naturally aspirated and turbocharged petrol engines. ' +
      'Built-in 5 kΩ resistor suppresses radio interference.',
    art: sparkPlugs,
  },
  {
    key: 'oil-filter',
    name: 'Spin-On Oil Filter 3/4"-16 UNF',
    minOrderQuantity: 100,
    availableQuantity: 8000,
    priceCents: 395,
    description:
      'Spin-on full-flow oil filter with a synthetic-blend medium that captures 99% of particles above 20 µm. ' +
      'Silicone anti-drain-back valve, 1.0 bar bypass valve and nitrile gasket; 3/4"-16 UNF thread, 76 mm diameter, 100 mm tall. ' +
      'Suitable for synthetic oils and extended service intervals up to 15,000 km.',
    art: oilFilter,
  },
  {
    key: 'air-filter',
    name: 'Panel Engine Air Filter',
    minOrderQuantity: 50,
    availableQuantity: 3000,
    priceCents: 790,
    description:
      'Rectangular panel air filter, 245 × 170 × 48 mm, with deep-pleated cellulose media and a moulded polyurethane seal. ' +
      'Filtration efficiency above 99.5% (ISO 5011) with a low pressure drop to protect mass-airflow sensors. ' +
      'Fits 1.2–2.0 litre petrol and diesel engines of popular compact platforms from 2012 onwards.',
    art: airFilter,
  },
  {
    key: 'clutch-kit',
    name: '3-Piece Clutch Kit 228 mm',
    minOrderQuantity: 5,
    availableQuantity: 180,
    priceCents: 16900,
    description:
      'Complete clutch kit with 228 mm diaphragm-spring pressure plate, six-spring damped clutch disc (23-spline hub) and sealed release bearing. ' +
      'Organic, asbestos-free facings are riveted and bonded for smooth take-up and long wear. ' +
      'For front-wheel-drive petrol and diesel cars up to 250 Nm; flywheel surface must be within spec.',
    art: clutchKit,
  },
  {
    key: 'alternator',
    name: 'Alternator 14 V 150 A',
    minOrderQuantity: 10,
    availableQuantity: 400,
    priceCents: 13900,
    description:
      'New (not remanufactured) 14 V, 150 A alternator with an internal voltage regulator and 6-rib poly-V overrunning pulley. ' +
      'Die-cast aluminium housing with dual internal fans, copper stator windings and sealed bearings, 100% end-of-line tested. ' +
      'Three-ear mounting, M8 B+ terminal and 2-pin LIN connector.',
    art: alternator,
  },
  {
    key: 'radiator',
    name: 'Aluminium Engine Radiator',
    minOrderQuantity: 5,
    availableQuantity: 250,
    priceCents: 11250,
    description:
      'Crossflow radiator with a brazed aluminium core of 640 × 420 × 26 mm and glass-fibre-reinforced nylon side tanks. ' +
      'Louvred fins and flat tubes deliver OE-level heat rejection; pressure-tested to 2.0 bar. ' +
      'Fits manual and automatic versions, with 32 mm inlet/outlet spigots, filler neck and drain plug.',
    art: radiator,
  },
  {
    key: 'shock-absorber',
    name: 'Gas-Pressure Rear Shock Absorber',
    minOrderQuantity: 10,
    availableQuantity: 1200,
    priceCents: 3690,
    description:
      'Twin-tube, low-pressure nitrogen shock absorber for the rear axle of compact hatchbacks and estates. ' +
      'Hard-chromed 12.5 mm piston rod, multi-lip seal and eye-to-eye mounts with pressed-in rubber bushes. ' +
      'Extended length 525 mm, compressed 325 mm; sold individually, fit in pairs.',
    art: shockAbsorber,
  },
  {
    key: 'control-arm',
    name: 'Front Lower Control Arm with Ball Joint',
    minOrderQuantity: 10,
    availableQuantity: 700,
    priceCents: 4290,
    description:
      'Stamped, e-coated steel wishbone with pressed-in rubber bushings and a greased-for-life ball joint (18 mm taper). ' +
      'Reinforced boot and a self-locking nut are included for a direct replacement of the original part. ' +
      'Front axle, left or right hand, for common compact and mid-size platforms.',
    art: controlArm,
  },
  {
    key: 'timing-belt-kit',
    name: 'Timing Belt Kit with Tensioner',
    minOrderQuantity: 10,
    availableQuantity: 600,
    priceCents: 5890,
    description:
      'HNBR timing belt (137 teeth, 25 mm wide) with glass-fibre tension cords, supplied with automatic tensioner and idler pulley. ' +
      'Double-row sealed bearings and new mounting bolts make the kit a complete one-box replacement. ' +
      'Recommended change interval 120,000 km or 6 years for 1.6–2.0 litre four-cylinder engines.',
    art: timingBeltKit,
  },
  {
    key: 'headlight',
    name: 'Projector Headlight Assembly, Left',
    minOrderQuantity: 4,
    availableQuantity: 150,
    priceCents: 14500,
    description:
      'Complete left-hand headlight with H7 projector low beam, H1 high beam, LED daytime running strip and amber indicator. ' +
      'UV-hardened polycarbonate lens on a black ABS housing, with electric levelling motor and ECE approval. ' +
      'Plug-and-play connector; bulbs not included.',
    art: headlight,
  },
  {
    key: 'car-battery',
    name: 'EFB Start-Stop Battery 12 V 70 Ah',
    minOrderQuantity: 10,
    availableQuantity: 500,
    priceCents: 8490,
    description:
      'Enhanced flooded battery for vehicles with start-stop systems: 12 V, 70 Ah, 720 A cold-cranking (EN). ' +
      'Carbon-enhanced plates and a sealed, maintenance-free lid with flame-arrestor venting; 278 × 175 × 190 mm, positive terminal right. ' +
      'Supplied charged and ready to fit, with a 3-year trade warranty.',
    art: carBattery,
  },
  {
    key: 'wiper-blades',
    name: 'Flat Beam Wiper Blade Set 600/450 mm',
    minOrderQuantity: 50,
    availableQuantity: 4000,
    priceCents: 990,
    description:
      'Pair of frameless wiper blades (600 mm driver, 450 mm passenger) with a spring-steel beam and integrated aero spoiler. ' +
      'Graphite-coated natural rubber wipes quietly and streak-free from -40 °C to +80 °C. ' +
      'Pre-fitted adapter suits most hook and push-button wiper arms.',
    art: wiperBlades,
  },
  {
    key: 'fuel-pump',
    name: 'Electric In-Tank Fuel Pump',
    minOrderQuantity: 10,
    availableQuantity: 350,
    priceCents: 6490,
    description:
      'Brushed 12 V in-tank turbine pump delivering 130 l/h at 3.5 bar, suitable for petrol and E10 fuels. ' +
      'Supplied with inlet strainer sock, rubber isolator, wiring pigtail and clamp for direct replacement in the fuel module. ' +
      'Quiet running, with an integrated pressure relief valve.',
    art: fuelPump,
  },
];

export interface DemoReview {
  ratings: 1 | 2 | 3 | 4 | 5;
  description: string;
  name: string;
  daysAgo: number;
}

export const demoReviews: DemoReview[] = [
  {
    ratings: 5,
    description:
      'We run a six-bay workshop and switched our pads and discs to Partsmith last spring. Fitment has been spot on every time and comebacks for brake noise have basically stopped.',
    name: 'Marta Kowalczyk, Kowalczyk Auto Service',
    daysAgo: 4,
  },
  {
    ratings: 5,
    description:
      'Ordering in bulk is painless and the pallets arrive next day, well packed and clearly labelled. The clutch kits come complete with everything you need, so no more chasing missing bearings.',
    name: 'Daniel Okafor, Okafor Motors',
    daysAgo: 11,
  },
  {
    ratings: 4,
    description:
      'We maintain 140 delivery vans and stock their filters and wiper blades here. Prices beat our previous distributor; I only wish the minimum order for oil filters was a bit lower.',
    name: 'Helen Brooks, fleet manager at Northway Logistics',
    daysAgo: 19,
  },
  {
    ratings: 5,
    description:
      'The alternators are new units, not tired reman stock, and every one we have fitted charged perfectly out of the box. Good technical data sheets too.',
    name: 'Luca Romano, Romano Garage',
    daysAgo: 27,
  },
  {
    ratings: 3,
    description:
      'Quality of the shock absorbers is fine, but one order of radiators shipped a week late. Support kept us informed and credited the delivery, so we will keep ordering.',
    name: 'Tomás Herrera, Herrera Car Care',
    daysAgo: 38,
  },
  {
    ratings: 4,
    description:
      'Solid timing belt kits at a fair trade price. The included bolts and clear torque specs save my mechanics time on every job.',
    name: 'Priya Nair, Nair Automotive Workshop',
    daysAgo: 52,
  },
];
