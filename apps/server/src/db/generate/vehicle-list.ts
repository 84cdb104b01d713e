import { createHash } from 'node:crypto';

/**
 * A realistic vehicle list for the demo catalogue and the generator: 25 makes, 151 models, model
 * years 2005–2025, one to three engines each. Ids are derived from the vehicle itself (a name-based
 * UUID), so the seed, the generator and every run agree on them.
 */
type ModelLine = [model: string, from: number, to: number, engines: string[]];

const makes: Record<string, ModelLine[]> = {
  Toyota: [
    ['Corolla', 2005, 2025, ['1.8 L 2ZR-FE', '1.6 L 1ZR-FE', '2.0 L M20A-FKS']],
    ['Camry', 2005, 2025, ['2.5 L 2AR-FE', '3.5 L 2GR-FE']],
    ['RAV4', 2005, 2025, ['2.5 L A25A-FKS', '2.0 L 3ZR-FAE']],
    ['Yaris', 2005, 2025, ['1.5 L 1NZ-FE', '1.3 L 2NZ-FE']],
    ['Hilux', 2005, 2025, ['2.8 L 1GD-FTV', '2.4 L 2GD-FTV']],
    ['Prius', 2005, 2023, ['1.8 L 2ZR-FXE']],
    ['Tacoma', 2005, 2025, ['3.5 L 2GR-FKS', '2.7 L 2TR-FE']],
    ['Land Cruiser', 2008, 2025, ['4.5 L 1VD-FTV', '4.0 L 1GR-FE']],
    ['Auris', 2007, 2018, ['1.6 L 1ZR-FAE', '1.4 L 1ND-TV']],
  ],
  Volkswagen: [
    ['Golf', 2005, 2025, ['1.4 L TSI EA211', '2.0 L TDI EA288', '2.0 L TSI EA888']],
    ['Polo', 2005, 2025, ['1.0 L TSI', '1.2 L TSI', '1.6 L TDI']],
    ['Passat', 2005, 2025, ['2.0 L TDI EA288', '1.8 L TSI EA888']],
    ['Tiguan', 2008, 2025, ['2.0 L TDI', '1.4 L TSI']],
    ['Jetta', 2005, 2025, ['1.4 L TSI', '2.5 L I5']],
    ['Touran', 2005, 2025, ['1.6 L TDI', '1.4 L TSI']],
    ['Transporter', 2005, 2025, ['2.0 L TDI']],
    ['Up', 2012, 2023, ['1.0 L MPI']],
  ],
  Ford: [
    ['Focus', 2005, 2025, ['1.0 L EcoBoost', '1.6 L Duratec', '2.0 L TDCi']],
    ['Fiesta', 2005, 2023, ['1.0 L EcoBoost', '1.25 L Duratec']],
    ['Mondeo', 2005, 2022, ['2.0 L TDCi', '2.0 L EcoBoost']],
    ['F-150', 2005, 2025, ['5.0 L Coyote V8', '3.5 L EcoBoost V6', '2.7 L EcoBoost V6']],
    ['Escape', 2005, 2025, ['1.5 L EcoBoost', '2.0 L EcoBoost']],
    ['Kuga', 2008, 2025, ['1.5 L EcoBoost', '2.0 L TDCi']],
    ['Transit', 2005, 2025, ['2.2 L TDCi', '2.0 L EcoBlue']],
    ['Mustang', 2005, 2025, ['5.0 L Coyote V8', '2.3 L EcoBoost']],
    ['Ranger', 2005, 2025, ['2.2 L TDCi', '3.2 L TDCi']],
  ],
  Honda: [
    ['Civic', 2005, 2025, ['1.8 L R18A', '1.5 L L15B7', '2.0 L K20C2']],
    ['Accord', 2005, 2025, ['2.4 L K24', '1.5 L L15BE']],
    ['CR-V', 2005, 2025, ['2.4 L K24', '1.5 L L15B7']],
    ['Jazz', 2005, 2025, ['1.3 L L13', '1.5 L L15']],
    ['HR-V', 2015, 2025, ['1.5 L L15', '1.8 L R18']],
    ['Pilot', 2005, 2025, ['3.5 L J35']],
  ],
  BMW: [
    ['3 Series', 2005, 2025, ['2.0 L B48', '2.0 L B47 diesel', '3.0 L B58']],
    ['5 Series', 2005, 2025, ['2.0 L B48', '3.0 L B57 diesel']],
    ['1 Series', 2005, 2025, ['1.5 L B38', '2.0 L B47 diesel']],
    ['X1', 2009, 2025, ['2.0 L B48', '2.0 L B47 diesel']],
    ['X3', 2005, 2025, ['2.0 L B48', '3.0 L B58']],
    ['X5', 2005, 2025, ['3.0 L B58', '3.0 L B57 diesel']],
    ['Mini Cooper', 2005, 2025, ['1.5 L B38', '2.0 L B48']],
  ],
  'Mercedes-Benz': [
    ['C-Class', 2005, 2025, ['2.0 L M274', '2.1 L OM651 diesel', '1.5 L M264']],
    ['E-Class', 2005, 2025, ['2.0 L M274', '2.0 L OM654 diesel']],
    ['A-Class', 2005, 2025, ['1.3 L M282', '1.5 L OM608 diesel']],
    ['GLC', 2015, 2025, ['2.0 L M274', '2.0 L OM654 diesel']],
    ['Sprinter', 2005, 2025, ['2.1 L OM651 diesel', '3.0 L OM642 diesel']],
    ['Vito', 2005, 2025, ['2.1 L OM651 diesel']],
  ],
  Audi: [
    ['A3', 2005, 2025, ['1.4 L TFSI', '2.0 L TDI', '2.0 L TFSI']],
    ['A4', 2005, 2025, ['2.0 L TFSI', '2.0 L TDI']],
    ['A6', 2005, 2025, ['2.0 L TFSI', '3.0 L TDI']],
    ['Q3', 2011, 2025, ['1.4 L TFSI', '2.0 L TDI']],
    ['Q5', 2008, 2025, ['2.0 L TFSI', '2.0 L TDI']],
    ['Q7', 2006, 2025, ['3.0 L TDI', '3.0 L TFSI']],
    ['A1', 2010, 2025, ['1.0 L TFSI', '1.4 L TFSI']],
  ],
  Nissan: [
    ['Qashqai', 2007, 2025, ['1.3 L DIG-T', '1.5 L dCi', '1.6 L dCi']],
    ['Micra', 2005, 2023, ['1.0 L IG-T', '1.2 L HR12DE']],
    ['Altima', 2005, 2025, ['2.5 L QR25DE', '3.5 L VQ35DE']],
    ['X-Trail', 2005, 2025, ['2.5 L QR25DE', '1.6 L dCi']],
    ['Navara', 2005, 2025, ['2.3 L dCi', '2.5 L dCi']],
    ['Juke', 2010, 2025, ['1.0 L DIG-T', '1.6 L HR16DE']],
    ['Leaf', 2011, 2025, ['EM57 electric']],
  ],
  Hyundai: [
    ['i30', 2007, 2025, ['1.4 L T-GDi', '1.6 L CRDi', '1.6 L GDi']],
    ['Tucson', 2005, 2025, ['1.6 L T-GDi', '2.0 L CRDi']],
    ['Elantra', 2005, 2025, ['2.0 L Nu', '1.6 L Gamma']],
    ['Santa Fe', 2005, 2025, ['2.2 L CRDi', '2.4 L Theta II']],
    ['i20', 2008, 2025, ['1.0 L T-GDi', '1.2 L Kappa']],
    ['Kona', 2017, 2025, ['1.0 L T-GDi', '1.6 L T-GDi']],
    ['i10', 2008, 2025, ['1.0 L Kappa', '1.2 L Kappa']],
  ],
  Kia: [
    ['Sportage', 2005, 2025, ['1.6 L T-GDi', '2.0 L CRDi']],
    ["Cee'd", 2007, 2025, ['1.4 L T-GDi', '1.6 L CRDi']],
    ['Rio', 2005, 2025, ['1.2 L Kappa', '1.4 L Gamma']],
    ['Sorento', 2005, 2025, ['2.2 L CRDi', '2.5 L Theta']],
    ['Picanto', 2005, 2025, ['1.0 L Kappa', '1.25 L Kappa']],
    ['Niro', 2016, 2025, ['1.6 L GDi hybrid']],
  ],
  Renault: [
    ['Clio', 2005, 2025, ['0.9 L TCe', '1.5 L dCi', '1.2 L 16V']],
    ['Megane', 2005, 2025, ['1.3 L TCe', '1.5 L dCi']],
    ['Captur', 2013, 2025, ['0.9 L TCe', '1.3 L TCe']],
    ['Kangoo', 2005, 2025, ['1.5 L dCi', '1.6 L 16V']],
    ['Scenic', 2005, 2023, ['1.5 L dCi', '1.6 L dCi']],
    ['Trafic', 2005, 2025, ['1.6 L dCi', '2.0 L dCi']],
  ],
  Peugeot: [
    ['208', 2012, 2025, ['1.2 L PureTech', '1.5 L BlueHDi']],
    ['308', 2007, 2025, ['1.2 L PureTech', '1.6 L BlueHDi', '1.5 L BlueHDi']],
    ['3008', 2009, 2025, ['1.2 L PureTech', '2.0 L BlueHDi']],
    ['207', 2006, 2014, ['1.4 L VTi', '1.6 L HDi']],
    ['Partner', 2005, 2025, ['1.6 L HDi', '1.5 L BlueHDi']],
    ['5008', 2009, 2025, ['1.2 L PureTech', '1.5 L BlueHDi']],
  ],
  Citroen: [
    ['C3', 2005, 2025, ['1.2 L PureTech', '1.6 L HDi']],
    ['C4', 2005, 2025, ['1.2 L PureTech', '1.6 L HDi']],
    ['Berlingo', 2005, 2025, ['1.6 L HDi', '1.5 L BlueHDi']],
    ['C5 Aircross', 2018, 2025, ['1.2 L PureTech', '1.5 L BlueHDi']],
    ['Jumper', 2006, 2025, ['2.2 L HDi']],
  ],
  Opel: [
    ['Astra', 2005, 2025, ['1.4 L Turbo', '1.6 L CDTI', '1.2 L Turbo']],
    ['Corsa', 2005, 2025, ['1.2 L', '1.4 L', '1.3 L CDTI']],
    ['Insignia', 2008, 2025, ['2.0 L CDTI', '1.5 L Turbo']],
    ['Mokka', 2012, 2025, ['1.4 L Turbo', '1.6 L CDTI']],
    ['Zafira', 2005, 2019, ['1.6 L', '2.0 L CDTI']],
    ['Vivaro', 2005, 2025, ['1.6 L CDTI', '2.0 L CDTI']],
  ],
  Skoda: [
    ['Octavia', 2005, 2025, ['1.4 L TSI', '2.0 L TDI', '1.6 L TDI']],
    ['Fabia', 2005, 2025, ['1.0 L TSI', '1.2 L HTP']],
    ['Superb', 2005, 2025, ['2.0 L TDI', '1.8 L TSI']],
    ['Kodiaq', 2016, 2025, ['2.0 L TDI', '1.5 L TSI']],
    ['Yeti', 2009, 2017, ['1.2 L TSI', '2.0 L TDI']],
  ],
  Mazda: [
    ['Mazda3', 2005, 2025, ['2.0 L Skyactiv-G', '1.6 L MZR', '2.2 L Skyactiv-D']],
    ['Mazda6', 2005, 2025, ['2.5 L Skyactiv-G', '2.2 L Skyactiv-D']],
    ['CX-5', 2012, 2025, ['2.0 L Skyactiv-G', '2.2 L Skyactiv-D']],
    ['MX-5', 2005, 2025, ['2.0 L Skyactiv-G', '1.5 L Skyactiv-G']],
    ['Mazda2', 2005, 2025, ['1.5 L Skyactiv-G']],
    ['CX-3', 2015, 2025, ['2.0 L Skyactiv-G']],
  ],
  Subaru: [
    ['Impreza', 2005, 2025, ['2.0 L FB20', '1.6 L FB16']],
    ['Forester', 2005, 2025, ['2.5 L FB25', '2.0 L FB20']],
    ['Outback', 2005, 2025, ['2.5 L FB25', '3.6 L EZ36']],
    ['Legacy', 2005, 2025, ['2.5 L FB25']],
    ['XV', 2012, 2025, ['2.0 L FB20', '1.6 L FB16']],
  ],
  Chevrolet: [
    ['Silverado', 2005, 2025, ['5.3 L L84 V8', '6.2 L L87 V8', '2.7 L L3B']],
    ['Malibu', 2005, 2025, ['1.5 L LFV', '2.0 L LTG']],
    ['Cruze', 2008, 2019, ['1.4 L LUV', '1.8 L 2H0']],
    ['Equinox', 2005, 2025, ['1.5 L LYX', '2.4 L LEA']],
    ['Tahoe', 2005, 2025, ['5.3 L L84 V8', '6.2 L L87 V8']],
    ['Spark', 2009, 2022, ['1.4 L LV7']],
    ['Camaro', 2010, 2024, ['6.2 L LT1 V8', '2.0 L LTG']],
  ],
  Jeep: [
    ['Wrangler', 2005, 2025, ['3.6 L Pentastar V6', '2.0 L Hurricane']],
    ['Grand Cherokee', 2005, 2025, ['3.6 L Pentastar V6', '5.7 L HEMI V8', '3.0 L EcoDiesel']],
    ['Cherokee', 2005, 2023, ['2.4 L Tigershark', '3.2 L Pentastar']],
    ['Compass', 2007, 2025, ['1.3 L FireFly', '2.4 L Tigershark']],
    ['Renegade', 2014, 2025, ['1.3 L FireFly', '1.6 L MultiJet']],
  ],
  Fiat: [
    ['500', 2007, 2025, ['1.2 L FIRE', '0.9 L TwinAir']],
    ['Panda', 2005, 2025, ['1.2 L FIRE', '1.0 L FireFly hybrid']],
    ['Punto', 2005, 2018, ['1.4 L FIRE', '1.3 L MultiJet']],
    ['Tipo', 2015, 2025, ['1.4 L FIRE', '1.6 L MultiJet']],
    ['Doblo', 2005, 2025, ['1.6 L MultiJet', '1.4 L FIRE']],
    ['Ducato', 2006, 2025, ['2.3 L MultiJet']],
  ],
  Volvo: [
    ['XC60', 2008, 2025, ['2.0 L B4204', '2.0 L D4204 diesel']],
    ['XC90', 2005, 2025, ['2.0 L B4204', '2.0 L D4204 diesel']],
    ['V40', 2012, 2019, ['2.0 L D4204 diesel', '1.5 L B4154']],
    ['S60', 2005, 2025, ['2.0 L B4204']],
    ['V70', 2005, 2016, ['2.4 L D5244 diesel', '2.0 L B4204']],
  ],
  Mitsubishi: [
    ['Outlander', 2005, 2025, ['2.4 L 4B12', '2.2 L 4N14 diesel']],
    ['L200', 2005, 2025, ['2.4 L 4N15 diesel', '2.5 L 4D56']],
    ['ASX', 2010, 2025, ['1.6 L 4A92', '2.0 L 4B11']],
    ['Lancer', 2005, 2017, ['2.0 L 4B11', '1.8 L 4B10']],
    ['Space Star', 2012, 2025, ['1.2 L 3A92']],
  ],
  Seat: [
    ['Leon', 2005, 2025, ['1.4 L TSI', '2.0 L TDI', '1.5 L TSI']],
    ['Ibiza', 2005, 2025, ['1.0 L TSI', '1.6 L TDI']],
    ['Ateca', 2016, 2025, ['1.5 L TSI', '2.0 L TDI']],
    ['Arona', 2017, 2025, ['1.0 L TSI']],
    ['Alhambra', 2005, 2020, ['2.0 L TDI']],
  ],
  Dacia: [
    ['Duster', 2010, 2025, ['1.5 L dCi', '1.3 L TCe', '1.6 L SCe']],
    ['Sandero', 2008, 2025, ['1.0 L TCe', '1.5 L dCi']],
    ['Logan', 2005, 2025, ['1.4 L MPI', '1.5 L dCi']],
    ['Jogger', 2021, 2025, ['1.0 L TCe']],
  ],
  Tesla: [
    ['Model 3', 2017, 2025, ['Single motor RWD', 'Dual motor AWD']],
    ['Model Y', 2020, 2025, ['Single motor RWD', 'Dual motor AWD']],
    ['Model S', 2012, 2025, ['Dual motor AWD']],
  ],
};

export interface VehicleSpec {
  id: string;
  make: string;
  model: string;
  year: number;
  engine: string;
}

/** A UUID (version 5 layout) from the vehicle's own name. */
export function vehicleIdOf(make: string, model: string, year: number, engine: string): string {
  const hex = createHash('sha1').update(`vehicle|${make}|${model}|${year}|${engine}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const firstModelYear = 2005;
export const lastModelYear = 2025;

/** Every vehicle of the list, in make, model, year, engine order. */
export function vehicleList(): VehicleSpec[] {
  const list: VehicleSpec[] = [];
  for (const [make, models] of Object.entries(makes)) {
    for (const [model, from, to, engines] of models) {
      for (let year = Math.max(from, firstModelYear); year <= Math.min(to, lastModelYear); year += 1) {
        for (const engine of engines)
          list.push({ id: vehicleIdOf(make, model, year, engine), make, model, year, engine });
      }
    }
  }
  return list;
}

export const makeCount = Object.keys(makes).length;
export const modelCount = Object.values(makes).reduce((sum, models) => sum + models.length, 0);
