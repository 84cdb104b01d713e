/**
 * The demo parts' catalogue data: our part number, category, OEM numbers (fictitious, in the car
 * makers' styles) and which vehicles they fit — a run of consecutive model years of one or two models.
 */
export interface DemoNumbers {
  partNumber: string;
  category: string;
  oemNumbers: string[];
  /** [make, model, first year, last year], every engine of those years; `note` for each row. */
  fits: [make: string, model: string, from: number, to: number][];
  note?: string;
  /** Competitor numbers (fictitious brands' styles), a GTIN, older numbers it supersedes (issue 36). */
  interchange?: { brand: string; number: string }[];
  gtin?: string;
  supersedes?: string[];
  /** The fitment rows' qualifiers. */
  position?: 'front' | 'rear' | 'left' | 'right' | 'axle-set';
  quantityPerVehicle?: number;
}

export const demoNumbers: Record<string, DemoNumbers> = {
  'brake-pads': {
    partNumber: 'PS-BP-1042',
    category: 'Brakes',
    oemNumbers: ['04465-02220', '1K0 698 151 A'],
    fits: [
      ['Toyota', 'Corolla', 2014, 2019],
      ['Volkswagen', 'Golf', 2013, 2020],
    ],
    interchange: [
      { brand: 'TRW', number: 'GDB1550' },
      { brand: 'Brembo', number: 'P 83 087' },
    ],
    gtin: '7612345104201',
    supersedes: ['PS-BP-1040'],
    position: 'axle-set',
    quantityPerVehicle: 1,
  },
  'brake-disc': {
    partNumber: 'PS-BD-2300',
    category: 'Brakes',
    oemNumbers: ['43512-02190', '5Q0 615 301 F'],
    fits: [
      ['Toyota', 'Corolla', 2014, 2019],
      ['Skoda', 'Octavia', 2013, 2020],
    ],
    interchange: [{ brand: 'ATE', number: '24.0128-0141.1' }],
    gtin: '7612345230009',
    position: 'front',
    quantityPerVehicle: 2,
  },
  'brake-caliper': {
    partNumber: 'PS-BC-3110',
    category: 'Brakes',
    oemNumbers: ['47750-12A30'],
    fits: [['Honda', 'Civic', 2012, 2017]],
    note: 'front left',
  },
  'spark-plugs': {
    partNumber: 'PS-SP-0457',
    category: 'Ignition',
    oemNumbers: ['90919-01253', '12290-R48-H01'],
    fits: [
      ['Toyota', 'Camry', 2012, 2018],
      ['Honda', 'Accord', 2008, 2017],
    ],
  },
  'oil-filter': {
    partNumber: 'PS-OF-0112',
    category: 'Filters',
    oemNumbers: ['04152-YZZA6', '15400-PLM-A02'],
    fits: [
      ['Toyota', 'RAV4', 2013, 2020],
      ['Honda', 'CR-V', 2012, 2019],
    ],
  },
  'air-filter': {
    partNumber: 'PS-AF-0220',
    category: 'Filters',
    oemNumbers: ['17801-0T030', '1F0 129 620'],
    fits: [['Toyota', 'Corolla', 2008, 2019]],
  },
  'clutch-kit': {
    partNumber: 'PS-CK-5120',
    category: 'Transmission & Clutch',
    oemNumbers: ['31250-0D190', '1229 301 00'],
    fits: [['Ford', 'Focus', 2011, 2018]],
  },
  alternator: {
    partNumber: 'PS-AL-7410',
    category: 'Electrical',
    oemNumbers: ['27060-0T041', 'A2C 59511 440'],
    fits: [['Volkswagen', 'Passat', 2011, 2019]],
  },
  radiator: {
    partNumber: 'PS-RA-6630',
    category: 'Cooling',
    oemNumbers: ['16400-0T040'],
    fits: [['Nissan', 'Qashqai', 2014, 2021]],
  },
  'shock-absorber': {
    partNumber: 'PS-SA-8120',
    category: 'Suspension & Steering',
    oemNumbers: ['48510-80631', '5Q0 413 031 FR'],
    fits: [['Volkswagen', 'Golf', 2013, 2020]],
    note: 'front axle',
  },
  'control-arm': {
    partNumber: 'PS-CA-8450',
    category: 'Suspension & Steering',
    oemNumbers: ['48068-12300'],
    fits: [['BMW', '3 Series', 2012, 2019]],
    note: 'front left, lower',
  },
  'timing-belt-kit': {
    partNumber: 'PS-TB-4410',
    category: 'Engine',
    oemNumbers: ['13568-09070', '04E 198 119 A'],
    fits: [['Skoda', 'Octavia', 2013, 2020]],
  },
  headlight: {
    partNumber: 'PS-HL-9310',
    category: 'Lighting',
    oemNumbers: ['81150-02B70'],
    fits: [['Hyundai', 'i30', 2012, 2017]],
    note: 'left',
  },
  'car-battery': {
    partNumber: 'PS-CB-7020',
    category: 'Electrical',
    oemNumbers: ['28800-0T090', '000 915 105 DE'],
    fits: [
      ['Audi', 'A4', 2008, 2016],
      ['Mazda', 'CX-5', 2012, 2020],
    ],
  },
  'wiper-blades': {
    partNumber: 'PS-WB-9910',
    category: 'Body & Wipers',
    oemNumbers: ['85222-02250'],
    fits: [['Renault', 'Clio', 2012, 2019]],
  },
  'fuel-pump': {
    partNumber: 'PS-FP-6110',
    category: 'Fuel System',
    oemNumbers: ['23220-0D040', '2S61 9H307 AE'],
    fits: [['Ford', 'Fiesta', 2008, 2017]],
  },
};
