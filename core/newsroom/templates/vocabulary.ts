// Word lists that fill the slots: fictional partners, cities, regulators, rules and product kinds.
// Everything here is invented; no real company, person or agency is named.

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
export const REGULATORS: Readonly<Record<string, readonly string[]>> = {
  technology: ['the Digital Services Board', 'the national data protection office'],
  healthcare: ['the Health Products Board', 'the national health standards office'],
  finance: ['the Fair Finance Council', 'the central bank'],
  energy: ['the Energy Standards Office', 'the national grid regulator'],
  retail: ['the Fair Trading Office', 'the consumer safety board'],
  automotive: ['the national vehicle safety board', 'the Roadworthiness Office'],
  default: ['the Fair Trading Office', 'the national consumer office'],
};

/** Rule changes by category, always plural ("... meets most of them"). */
export const RULES: Readonly<Record<string, readonly string[]>> = {
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
export const ISSUES: Readonly<Record<string, readonly string[]>> = {
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

/** Product kinds by industry keyword, then by category. Each reads after "a new ...". */
export const PRODUCT_KINDS_BY_INDUSTRY: readonly (readonly [RegExp, readonly string[]])[] = [
  [/hobby|game.*retail/, ['board game range', 'hobby kit range', 'collector’s card series']],
  [/game/, ['puzzle game', 'adventure game for phones', 'multiplayer racing game']],
  [/cloud/, ['cloud storage plan', 'database service', 'backup tool for small businesses']],
  [/cyber|security/, ['password manager', 'home network scanner', 'security app for families']],
  [/semiconductor|chip/, ['low-power chip', 'graphics chip', 'sensor chip for wearables']],
  [/education/, ['math practice app', 'language learning app', 'homework planner']],
  [/creator|social/, ['video editing app', 'podcast toolkit', 'photo filter pack']],
  [/space|satellite/, ['weather satellite', 'satellite internet dish']],
  [/robot|automation/, ['warehouse robot', 'robot lawn mower']],
  [/payment/, ['tap-to-pay wristband', 'payments app for small shops']],
  [/insurance/, ['bike insurance plan', 'home insurance app']],
  [/invest|exchange|market data/, ['practice investing app', 'market data service']],
  [/personal finance/, ['budgeting app', 'savings goal tracker']],
  [/bank|savings|credit union/, ['savings account for students', 'mobile banking app', 'budgeting tool']],
  [/solar/, ['rooftop solar kit', 'solar panel']],
  [/wind/, ['offshore wind turbine', 'wind farm']],
  [/storage|batter/, ['home battery', 'long-life battery pack']],
  [/hydrogen/, ['hydrogen fuel cell', 'hydrogen refueling station']],
  [/geothermal/, ['geothermal heating system', 'geothermal plant']],
  [/grid/, ['grid monitoring tool', 'power forecasting tool']],
  [/utilit/, ['smart meter', 'green energy plan']],
  [/charging/, ['fast charger', 'charging app']],
  [/truck/, ['electric delivery truck', 'long-haul truck']],
  [/bike|scooter/, ['e-bike', 'folding scooter']],
  [/autonomous/, ['self-driving shuttle', 'driver-assist system']],
  [/motorsport|performance/, ['track-day sports car', 'racing simulator']],
  [/sharing|rental/, ['car-sharing app', 'rental membership']],
  [/parts/, ['car battery', 'brake kit']],
  [/restoration|services/, ['repair service', 'classic car restoration program']],
  [/automobile/, ['electric hatchback', 'family SUV', 'compact electric car']],
  [/biotech/, ['allergy medicine', 'vaccine research program']],
  [/dental/, ['smart toothbrush', 'dental check-up plan']],
  [/diagnos|lab/, ['at-home test kit', 'faster blood test']],
  [/device/, ['heart-rate monitor', 'hearing aid']],
  [/telehealth/, ['video check-up app', 'symptom checker']],
  [/veterinary/, ['pet health plan', 'pet check-up app']],
  [/fitness|wellness/, ['fitness tracker', 'workout app']],
  [/pharmacy/, ['prescription delivery service', 'pharmacy app']],
  [/footwear/, ['running shoe', 'sneaker made from recycled materials']],
  [/apparel/, ['clothing line made from recycled fabric', 'school uniform range']],
  [/book|comic/, ['comic subscription box', 'reading app']],
  [/grocery/, ['grocery delivery service', 'own-brand snack range']],
  [/furnish/, ['flat-pack desk', 'furniture range']],
  [/internet retail/, ['same-day delivery service', 'shopping app']],
  [/sporting/, ['sports gear range', 'bike helmet']],
];

export const PRODUCT_KINDS_BY_CATEGORY: Readonly<Record<string, readonly string[]>> = {
  technology: ['app', 'smart gadget'],
  healthcare: ['health app', 'clinic service'],
  finance: ['banking app', 'savings plan'],
  energy: ['clean energy plan', 'home energy monitor'],
  retail: ['own-brand product range', 'shopping app'],
  automotive: ['electric car', 'car-care service'],
  default: ['product', 'service'],
};
