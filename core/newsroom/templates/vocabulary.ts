// Word lists that fill the slots (English): fictional partners, cities, regulators, rules and
// product kinds. Everything here is invented; no real company, person or agency is named. The
// Hebrew and Spanish lists (he/vocabulary.ts, es/vocabulary.ts) say the same things in the same
// order, so one draw names the same partner or product in every language.

/** The categories with words of their own; any other category uses `default`. */
export type CategoryKey = 'technology' | 'healthcare' | 'finance' | 'energy' | 'retail' | 'automotive' | 'default';

/** Kinds of partner, never a named real organization. */
export const PARTNERS: readonly string[] = [
  'a regional grocery chain',
  'a network of community libraries',
  'a city bus operator',
  'a national chain of bike shops',
  'a group of rural health clinics',
  'a university research lab',
  'a youth sports league',
  'a family-owned delivery company',
  'a popular summer music festival',
  'a chain of fitness centers',
  'a large school district',
  'a regional airline',
  'a national parks charity',
  'a chain of coffee shops',
  'a local football club',
  'a science museum',
  'a group of independent bookshops',
  'a hotel chain',
  'a farming cooperative',
  'a city council',
  'a ferry operator',
  'a children’s hospital',
  'a chain of hardware stores',
  'a student housing provider',
];

/** Fictional cities of the game world. */
export const CITIES: readonly string[] = [
  'Marrowdale',
  'Port Calloway',
  'Lumen Bay',
  'Skyhaven',
  'Quillport',
  'Ironvale',
  'Sunvale',
  'Tidewick',
  'Windholm',
  'Brightwater Falls',
  'Copperton Bay',
  'Halcyon Point',
  'Emberstead',
  'Redkettle',
  'Larkspur Bay',
  'New Calloway',
  'Oakmoor',
  'Saltmere',
  'Juniper Hollow',
  'Stonereach',
];

/** How a category is named in running text: "{sector} companies", "{sector} stocks". */
export const SECTOR_WORDS: Readonly<Record<string, string>> = {
  technology: 'tech',
  healthcare: 'health-care',
  finance: 'finance',
  energy: 'energy',
  retail: 'retail',
  automotive: 'car and transport',
};

/** Fictional regulators by category. */
export const REGULATORS: Readonly<Record<CategoryKey, readonly string[]>> = {
  technology: ['the Digital Services Board', 'the national data protection office'],
  healthcare: ['the Health Products Board', 'the national health standards office'],
  finance: ['the Fair Finance Council', 'the central bank'],
  energy: ['the Energy Standards Office', 'the national grid regulator'],
  retail: ['the Fair Trading Office', 'the consumer safety board'],
  automotive: ['the national vehicle safety board', 'the Roadworthiness Office'],
  default: ['the Fair Trading Office', 'the national consumer office'],
};

/** Rule changes by category, always plural ("... meets most of them"). */
export const RULES: Readonly<Record<CategoryKey, readonly string[]>> = {
  technology: [
    'new rules on how apps protect young users’ data',
    'updated online safety standards',
    'rules on how long companies may keep customer data',
  ],
  healthcare: [
    'clearer labeling rules for medicines',
    'new safety checks for medical devices',
    'rules on how patient records are stored',
  ],
  finance: [
    'rules on how banks explain their fees',
    'new limits on card fees for small shops',
    'stronger checks to protect savers',
  ],
  energy: [
    'new rules for connecting power plants to the grid',
    'updated safety standards for battery storage',
    'new targets for clean electricity',
  ],
  retail: [
    'new packaging and recycling rules',
    'rules requiring clearer price labels on shelves',
    'rules on how online shops handle returns',
  ],
  automotive: [
    'updated battery safety standards',
    'new emissions limits for vehicles',
    'rules for testing driver-assist features',
  ],
  default: ['rules on how prices are shown', 'updated consumer protection rules'],
};

/** Everyday operational problems by category: short, calm noun phrases. */
export const ISSUES: Readonly<Record<CategoryKey, readonly string[]>> = {
  technology: ['a short service outage', 'a slowdown in its app', 'a hold-up in hardware shipments'],
  healthcare: ['a delay in opening a new clinic', 'a supply hold-up for some test kits', 'a booking system glitch'],
  finance: [
    'a short outage in its mobile app',
    'a delay in processing some payments',
    'a glitch in its online banking',
  ],
  energy: ['a repair that took longer than planned', 'a delay in connecting a new site', 'a parts shortage'],
  retail: ['a delivery backlog at one warehouse', 'a checkout glitch on its website', 'empty shelves for some items'],
  automotive: [
    'a parts shortage at one factory',
    'a software glitch in some vehicles',
    'slower deliveries of new models',
  ],
  default: ['a delay at one of its sites', 'a short systems outage'],
};

/** Product groups by industry keyword, first match wins; otherwise the company's category. */
export const PRODUCT_GROUPS: readonly (readonly [ProductGroup, RegExp])[] = [
  ['hobby', /hobby|game.*retail/],
  ['game', /game/],
  ['cloud', /cloud/],
  ['security', /cyber|security/],
  ['chip', /semiconductor|chip/],
  ['education', /education/],
  ['creator', /creator|social/],
  ['space', /space|satellite/],
  ['robot', /robot|automation/],
  ['payment', /payment/],
  ['insurance', /insurance/],
  ['invest', /invest|exchange|market data/],
  ['personalFinance', /personal finance/],
  ['bank', /bank|savings|credit union/],
  ['solar', /solar/],
  ['wind', /wind/],
  ['storage', /storage|batter/],
  ['hydrogen', /hydrogen/],
  ['geothermal', /geothermal/],
  ['grid', /grid/],
  ['utility', /utilit/],
  ['charging', /charging/],
  ['truck', /truck/],
  ['bike', /bike|scooter/],
  ['autonomous', /autonomous/],
  ['motorsport', /motorsport|performance/],
  ['sharing', /sharing|rental/],
  ['parts', /parts/],
  ['restoration', /restoration|services/],
  ['automobile', /automobile/],
  ['biotech', /biotech/],
  ['dental', /dental/],
  ['diagnostics', /diagnos|lab/],
  ['device', /device/],
  ['telehealth', /telehealth/],
  ['veterinary', /veterinary/],
  ['fitness', /fitness|wellness/],
  ['pharmacy', /pharmacy/],
  ['footwear', /footwear/],
  ['apparel', /apparel/],
  ['book', /book|comic/],
  ['grocery', /grocery/],
  ['furnish', /furnish/],
  ['internetRetail', /internet retail/],
  ['sporting', /sporting/],
];

export type ProductGroup =
  | 'hobby'
  | 'game'
  | 'cloud'
  | 'security'
  | 'chip'
  | 'education'
  | 'creator'
  | 'space'
  | 'robot'
  | 'payment'
  | 'insurance'
  | 'invest'
  | 'personalFinance'
  | 'bank'
  | 'solar'
  | 'wind'
  | 'storage'
  | 'hydrogen'
  | 'geothermal'
  | 'grid'
  | 'utility'
  | 'charging'
  | 'truck'
  | 'bike'
  | 'autonomous'
  | 'motorsport'
  | 'sharing'
  | 'parts'
  | 'restoration'
  | 'automobile'
  | 'biotech'
  | 'dental'
  | 'diagnostics'
  | 'device'
  | 'telehealth'
  | 'veterinary'
  | 'fitness'
  | 'pharmacy'
  | 'footwear'
  | 'apparel'
  | 'book'
  | 'grocery'
  | 'furnish'
  | 'internetRetail'
  | 'sporting';

/** Kinds of product by group (industry, or category, or default). Each reads after "a new ...". */
export const PRODUCT_KINDS: Readonly<Record<ProductGroup | CategoryKey, readonly string[]>> = {
  hobby: ['board game range', 'hobby kit range', 'collector’s card series'],
  game: ['puzzle game', 'adventure game for phones', 'multiplayer racing game'],
  cloud: ['cloud storage plan', 'database service', 'backup tool for small businesses'],
  security: ['password manager', 'home network scanner', 'security app for families'],
  chip: ['low-power chip', 'graphics chip', 'sensor chip for wearables'],
  education: ['math practice app', 'language learning app', 'homework planner'],
  creator: ['video editing app', 'podcast toolkit', 'photo filter pack'],
  space: ['weather satellite', 'satellite internet dish'],
  robot: ['warehouse robot', 'robot lawn mower'],
  payment: ['tap-to-pay wristband', 'payments app for small shops'],
  insurance: ['bike insurance plan', 'home insurance app'],
  invest: ['practice investing app', 'market data service'],
  personalFinance: ['budgeting app', 'savings goal tracker'],
  bank: ['savings account for students', 'mobile banking app', 'budgeting tool'],
  solar: ['rooftop solar kit', 'solar panel'],
  wind: ['offshore wind turbine', 'wind farm'],
  storage: ['home battery', 'long-life battery pack'],
  hydrogen: ['hydrogen fuel cell', 'hydrogen refueling station'],
  geothermal: ['geothermal heating system', 'geothermal plant'],
  grid: ['grid monitoring tool', 'power forecasting tool'],
  utility: ['smart meter', 'green energy plan'],
  charging: ['fast charger', 'charging app'],
  truck: ['electric delivery truck', 'long-haul truck'],
  bike: ['e-bike', 'folding scooter'],
  autonomous: ['self-driving shuttle', 'driver-assist system'],
  motorsport: ['track-day sports car', 'racing simulator'],
  sharing: ['car-sharing app', 'rental membership'],
  parts: ['car battery', 'brake kit'],
  restoration: ['repair service', 'classic car restoration program'],
  automobile: ['electric hatchback', 'family SUV', 'compact electric car'],
  biotech: ['allergy medicine', 'vaccine research program'],
  dental: ['smart toothbrush', 'dental check-up plan'],
  diagnostics: ['at-home test kit', 'faster blood test'],
  device: ['heart-rate monitor', 'hearing aid'],
  telehealth: ['video check-up app', 'symptom checker'],
  veterinary: ['pet health plan', 'pet check-up app'],
  fitness: ['fitness tracker', 'workout app'],
  pharmacy: ['prescription delivery service', 'pharmacy app'],
  footwear: ['running shoe', 'sneaker made from recycled materials'],
  apparel: ['clothing line made from recycled fabric', 'school uniform range'],
  book: ['comic subscription box', 'reading app'],
  grocery: ['grocery delivery service', 'own-brand snack range'],
  furnish: ['flat-pack desk', 'furniture range'],
  internetRetail: ['same-day delivery service', 'shopping app'],
  sporting: ['sports gear range', 'bike helmet'],
  technology: ['app', 'smart gadget'],
  healthcare: ['health app', 'clinic service'],
  finance: ['banking app', 'savings plan'],
  energy: ['clean energy plan', 'home energy monitor'],
  retail: ['own-brand product range', 'shopping app'],
  automotive: ['electric car', 'car-care service'],
  default: ['product', 'service'],
};

/** Numbers and phrases an item repeats, drawn once so the headline and paragraphs agree. */
export const YEARS: readonly string[] = ['two', 'three', 'four', 'five'];
export const FINE_SIZES: readonly string[] = ['a few', 'several'];
export const TIMINGS: readonly string[] = ['ahead of schedule', 'on time', 'on time and on budget'];
