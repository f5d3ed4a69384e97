// Hand-written seed content: eight fictional healthcare companies.
// Amounts are in whole Bolts (or Bolts with cents for prices and earnings per share).
import type { SeedCompany } from '../seed-types.ts';

export const healthcareCompanies: SeedCompany[] = [
  {
    name: 'Helixbloom Therapeutics',
    symbol: 'HLXB',
    logo: '🧬',
    category: 'healthcare',
    sector: 'Healthcare',
    industry: 'Biotechnology',
    description:
      'Helixbloom develops gene-based medicines for rare inherited diseases that currently have few or no treatments. It has no approved product yet, so it spends far more than it earns.',
    story:
      'Helixbloom was founded in 2012 by a university research group studying how faulty genes cause rare muscle diseases. Its scientists found a way to deliver a working copy of a gene directly to muscle cells, and early lab results attracted funding from patient foundations. The company now has three medicines in human trials, with its lead treatment in the final stage of testing. If approved, it would be Helixbloom’s first product on the market.',
    ceo: 'Amara Lindgren-Osei',
    headquarters: 'Brightwater Falls',
    website: 'https://www.helixbloom.example',
    businessModel:
      'For now, Helixbloom earns money from research partnerships, where larger drug makers pay upfront fees and milestone payments to share in its discoveries. If its medicines are approved, it plans to sell them to hospitals and specialist clinics.',
    competitiveAdvantages:
      'Its patented gene-delivery method reaches muscle cells more efficiently than older approaches. Close ties with patient groups help it find volunteers for trials faster.',
    keyRisks:
      'Most experimental medicines never get approved, and a failed final trial could cut the company’s value sharply. It is losing over 100 million Bolts a quarter and will likely need to raise more money.',
    price: 88.4,
    changePercent: 5.93,
    volume: 6_780_000,
    marketCap: 18_564_000_000,
    employees: 1_300,
    founded: 2012,
    leadership: [
      {
        name: 'Amara Lindgren-Osei',
        position: 'Chief Executive Officer',
        bio: 'Amara co-led the university lab where Helixbloom’s technology was invented. She became CEO when the company moved its first medicine into human trials.',
        education: 'PhD Molecular Genetics, Brightwater University',
      },
      {
        name: 'Dr. Felipe Arrowsmith',
        position: 'Chief Medical Officer',
        bio: 'Felipe is a pediatric neurologist who oversees Helixbloom’s clinical trials. He spent 15 years treating children with rare muscle conditions.',
        education: 'MD, Residency in Pediatric Neurology',
      },
      {
        name: 'Sunniva Oduya',
        position: 'Chief Financial Officer',
        bio: 'Sunniva manages the company’s cash reserves and research partnerships. She previously analyzed biotech companies for an investment fund.',
        education: 'MSc Finance',
      },
      {
        name: 'Hamid Carrington',
        position: 'Head of Manufacturing',
        bio: 'Hamid built the facility that produces Helixbloom’s gene medicines for trials. He is preparing it for larger-scale production.',
        education: 'MEng Biochemical Engineering',
      },
    ],
    financials: [
      {
        quarter: '2026-Q3',
        revenue: 146_000_000,
        netIncome: -118_000_000,
        totalAssets: 4_920_000_000,
        earningsPerShare: -0.56,
      },
      {
        quarter: '2026-Q2',
        revenue: 131_000_000,
        netIncome: -126_000_000,
        totalAssets: 5_040_000_000,
        earningsPerShare: -0.6,
      },
      {
        quarter: '2026-Q1',
        revenue: 98_000_000,
        netIncome: -139_000_000,
        totalAssets: 5_180_000_000,
        earningsPerShare: -0.66,
      },
      {
        quarter: '2025-Q4',
        revenue: 112_000_000,
        netIncome: -121_000_000,
        totalAssets: 4_210_000_000,
        earningsPerShare: -0.58,
      },
    ],
    news: [
      {
        headline: 'Regulators grant priority review to Helixbloom’s lead medicine',
        summary:
          'Health regulators agreed to review Helixbloom’s muscle-disease treatment on a faster timeline once final trial data is submitted.',
        content:
          'Priority review is given to medicines that could be a big improvement for serious conditions. It does not guarantee approval, but it could shorten the wait by several months. Patient groups welcomed the news, and Helixbloom shares jumped nearly 6%.',
        newsType: 'regulatory',
        sentiment: 'positive',
        impactScore: 8.2,
        hoursAgo: 14,
      },
      {
        headline: 'Helixbloom reports another quarterly loss as trial costs stay high',
        summary:
          'The company lost 118 million Bolts this quarter, slightly less than last quarter, while partnership revenue grew.',
        content:
          'Running a large final-stage trial is expensive, and Helixbloom expects losses to continue until a medicine is approved. It has about 3.9 billion Bolts in cash and investments, which it says should last into 2028. Some analysts noted that costs could rise again if the company builds a sales team.',
        newsType: 'earnings',
        sentiment: 'negative',
        impactScore: -2.6,
        hoursAgo: 70,
      },
      {
        headline: 'Helixbloom completes planned upgrade at its production site',
        summary:
          'The company finished a scheduled three-week upgrade of its manufacturing facility on time.',
        content:
          'The upgrade adds equipment needed to make larger batches if the lead medicine is approved. Trial supplies were produced in advance, so no patients missed doses. The project came in close to its budget.',
        newsType: 'operational',
        sentiment: 'neutral',
        impactScore: 0.2,
        hoursAgo: 155,
      },
      {
        headline: 'Larger drug maker pays 60 million Bolts to join Helixbloom research',
        summary:
          'A global pharmaceutical company will co-develop Helixbloom’s heart-muscle program and pay an upfront fee.',
        content:
          'Helixbloom could receive up to 900 million Bolts more if the program hits future milestones. The partner will cover most of the costs of later trials. Deals like this help young biotech companies fund research without selling as many new shares.',
        newsType: 'partnership',
        sentiment: 'positive',
        impactScore: 4.1,
        hoursAgo: 220,
      },
    ],
  },
  {
    name: 'Emberline Medical',
    symbol: 'EMBM',
    logo: '🩺',
    category: 'healthcare',
    sector: 'Healthcare',
    industry: 'Medical Devices',
    description:
      'Emberline makes heart monitors, infusion pumps and surgical tools used in hospitals around the world. It is the largest healthcare company in the game by market value.',
    story:
      'Emberline was founded in 1958 by an electrical engineer and a cardiologist who built a portable heart monitor small enough to fit on a hospital cart. Over the decades it grew by inventing new devices and buying smaller companies with promising ideas. Today its products are used in more than 120 countries, from large city hospitals to small clinics. Emberline is now focused on wearable monitors that let patients recover at home while doctors watch their data remotely.',
    ceo: 'Gideon Achterberg-Silva',
    headquarters: 'Copperton Bay',
    website: 'https://www.emberline.example',
    businessModel:
      'Emberline sells devices to hospitals and earns steady repeat revenue from the supplies, sensors and service contracts each device needs. Software subscriptions for monitoring patient data are a fast-growing extra.',
    competitiveAdvantages:
      'Hospitals train their staff on Emberline equipment, so switching brands takes time and money. Its global service network can repair devices quickly almost anywhere.',
    keyRisks:
      'Medical devices must meet strict safety standards, and a recall can be costly and harm its reputation. Hospitals under budget pressure may delay buying new equipment.',
    price: 231.6,
    changePercent: 0.82,
    volume: 3_940_000,
    marketCap: 148_224_000_000,
    employees: 52_000,
    founded: 1958,
    leadership: [
      {
        name: 'Gideon Achterberg-Silva',
        position: 'Chief Executive Officer',
        bio: 'Gideon joined Emberline as a biomedical engineer and ran its cardiology division before becoming CEO in 2016. He has made patient safety the first item at every board meeting.',
        education: 'MSc Biomedical Engineering, Copperton Bay University',
      },
      {
        name: 'Dr. Keisha Moreau',
        position: 'Chief Medical Officer',
        bio: 'Keisha is a practicing cardiologist who advises Emberline’s designers on how devices are used in real hospitals. She leads its clinical studies.',
        education: 'MD, Fellowship in Cardiology',
      },
      {
        name: 'Lars Obuya',
        position: 'Chief Financial Officer',
        bio: 'Lars spent two decades in finance roles at industrial firms. He oversees Emberline’s acquisitions strategy.',
        education: 'MBA',
      },
      {
        name: 'Ana Rostova-King',
        position: 'Chief Quality Officer',
        bio: 'Ana runs the teams that test every device before it leaves the factory. She previously worked as a safety inspector for a medical regulator.',
        education: 'MSc Quality Engineering',
      },
    ],
    financials: [
      {
        quarter: '2026-Q3',
        revenue: 7_840_000_000,
        netIncome: 1_252_000_000,
        totalAssets: 96_400_000_000,
        earningsPerShare: 1.96,
      },
      {
        quarter: '2026-Q2',
        revenue: 7_690_000_000,
        netIncome: 1_198_000_000,
        totalAssets: 95_100_000_000,
        earningsPerShare: 1.87,
      },
      {
        quarter: '2026-Q1',
        revenue: 7_420_000_000,
        netIncome: 1_141_000_000,
        totalAssets: 94_300_000_000,
        earningsPerShare: 1.78,
      },
      {
        quarter: '2025-Q4',
        revenue: 7_910_000_000,
        netIncome: 1_286_000_000,
        totalAssets: 93_800_000_000,
        earningsPerShare: 2.01,
      },
    ],
    news: [
      {
        headline: 'Emberline launches a patch-sized wearable heart monitor',
        summary:
          'The new HeartLeaf patch tracks heart rhythm for up to 14 days and sends alerts to doctors automatically.',
        content:
          'HeartLeaf is about the size of a large bandage and is designed to be worn in the shower and during exercise. Emberline hopes it will help patients leave the hospital sooner after heart procedures. The patch will be sold with a monthly monitoring subscription.',
        newsType: 'product_launch',
        sentiment: 'positive',
        impactScore: 3.2,
        hoursAgo: 8,
      },
      {
        headline: 'Emberline issues software fix for some infusion pumps',
        summary:
          'Regulators announced a voluntary correction after Emberline found a display bug on one pump model.',
        content:
          'The bug could show an incorrect battery warning, though pumps continued to deliver medicine correctly. Emberline is updating about 40,000 pumps remotely and sending technicians where needed. The company estimates the fix will cost around 70 million Bolts.',
        newsType: 'regulatory',
        sentiment: 'negative',
        impactScore: -3.7,
        hoursAgo: 96,
      },
      {
        headline: 'Emberline earnings land right in line with expectations',
        summary:
          'Revenue of 7.84 billion Bolts and net income of 1.25 billion Bolts matched analyst forecasts almost exactly.',
        content:
          'Sales of surgical tools grew steadily, while heart-monitor sales were flat. Management kept its full-year outlook unchanged. With no surprises in either direction, the share price moved very little.',
        newsType: 'earnings',
        sentiment: 'neutral',
        impactScore: 0.5,
        hoursAgo: 175,
      },
    ],
  },
  {
    name: 'Fernway Telehealth',
    symbol: 'FRNW',
    logo: '📲',
    category: 'healthcare',
    sector: 'Healthcare',
    industry: 'Telehealth',
    description:
      'Fernway connects patients with doctors, nurses and counselors through video visits on phones and computers. It slipped back into a loss this quarter after a big marketing push.',
    story:
      'Fernway started in 2015 when a rural nurse practitioner teamed up with an app developer to offer video check-ups for farming families who lived hours from a clinic. Usage exploded when many people got used to online doctor visits, and the company expanded into mental-health counseling and prescription renewals. Growth has since slowed as in-person visits returned. Fernway is now betting on partnerships with employers and schools to find its next wave of patients.',
    ceo: 'Rosalind Everhart',
    headquarters: 'Lindenreach',
    website: 'https://www.fernway.example',
    businessModel:
      'Fernway charges per visit to patients and insurers, and sells yearly memberships to employers that want to offer virtual care as a benefit. Counselors and doctors on the platform are paid per session.',
    competitiveAdvantages:
      'Its network of licensed clinicians covers many regions and time zones, so patients can often be seen within 20 minutes. A well-known brand among younger users keeps marketing costs lower than for newcomers.',
    keyRisks:
      'Competition is fierce and customers can switch apps easily. Rules about which doctors may treat patients across regional borders could change, and profits are thin.',
    price: 14.75,
    changePercent: -7.64,
    volume: 11_250_000,
    marketCap: 4_130_000_000,
    employees: 3_600,
    founded: 2015,
    leadership: [
      {
        name: 'Rosalind Everhart',
        position: 'Chief Executive Officer',
        bio: 'Rosalind co-founded Fernway after years as a rural nurse practitioner. She still completes a few virtual shifts each quarter to understand the patient experience.',
        education: 'MSN Family Nurse Practitioner, Lindenreach University',
      },
      {
        name: 'Devraj Quintero',
        position: 'Chief Technology Officer',
        bio: 'Devraj built Fernway’s first video-visit app and made it work on slow rural internet connections. He now leads a team focused on reliability and privacy.',
        education: 'BSc Computer Science',
      },
      {
        name: 'Dr. Naledi Forsberg',
        position: 'Chief Clinical Officer',
        bio: 'Naledi sets the medical standards every Fernway clinician follows. She built the company’s counseling service for teens and young adults.',
        education: 'MD, Board Certified in Psychiatry',
      },
    ],
    financials: [
      {
        quarter: '2026-Q3',
        revenue: 312_000_000,
        netIncome: -22_000_000,
        totalAssets: 1_640_000_000,
        earningsPerShare: -0.08,
      },
      {
        quarter: '2026-Q2',
        revenue: 298_000_000,
        netIncome: -9_000_000,
        totalAssets: 1_690_000_000,
        earningsPerShare: -0.03,
      },
      {
        quarter: '2026-Q1',
        revenue: 305_000_000,
        netIncome: 6_000_000,
        totalAssets: 1_710_000_000,
        earningsPerShare: 0.02,
      },
      {
        quarter: '2025-Q4',
        revenue: 287_000_000,
        netIncome: 3_000_000,
        totalAssets: 1_680_000_000,
        earningsPerShare: 0.01,
      },
    ],
    news: [
      {
        headline: 'Fernway swings to a 22 million Bolt loss',
        summary:
          'Heavy advertising spending and lower visit prices pushed Fernway into its biggest loss in two years.',
        content:
          'Revenue grew about 5%, but the cost of attracting new users rose even faster. Management said the marketing push should pay off next year as new members renew. Investors were not convinced, and shares fell more than 7%.',
        newsType: 'earnings',
        sentiment: 'negative',
        impactScore: -5.9,
        hoursAgo: 4,
      },
      {
        headline: 'Fernway to offer free counseling sessions to university students',
        summary:
          'A group of universities will give students access to Fernway counselors, paid for through a campus membership.',
        content:
          'Students will be able to book video sessions with licensed counselors, including evenings and weekends. Fernway says campus deals bring in predictable yearly revenue. The program starts with eight universities next semester.',
        newsType: 'partnership',
        sentiment: 'positive',
        impactScore: 3.4,
        hoursAgo: 120,
      },
      {
        headline: 'Regulators extend temporary rules for cross-region virtual visits',
        summary:
          'Clinicians can keep treating patients in neighboring regions for another year while permanent rules are written.',
        content:
          'The extension keeps things as they are for now, which avoids disruption for Fernway patients. However, the permanent rules are still uncertain and could require extra licenses. Analysts called the update neither good nor bad for the company.',
        newsType: 'regulatory',
        sentiment: 'neutral',
        impactScore: -0.4,
        hoursAgo: 190,
      },
    ],
  },
  {
    name: 'Hollowbrook Pharmacy Group',
    symbol: 'HLBK',
    logo: '💊',
    category: 'healthcare',
    sector: 'Healthcare',
    industry: 'Pharmacy & Drug Retail',
    description:
      'Hollowbrook runs thousands of neighborhood pharmacies and a mail-order prescription service. It sells huge volumes of medicine but keeps only a small profit on each sale.',
    story:
      'Hollowbrook opened its first corner pharmacy in 1952, where the founder delivered prescriptions by bicycle to neighbors who could not travel. The chain grew town by town, adding photo counters, snacks and flu-shot clinics along the way. It now operates about 6,800 stores and fills more than a billion prescriptions a year. Hollowbrook is testing drone and locker deliveries to make picking up medicine more convenient.',
    ceo: 'Marguerite Tanaka-Bell',
    headquarters: 'Westerly Gate',
    website: 'https://www.hollowbrook.example',
    businessModel:
      'Most revenue comes from filling prescriptions, with insurers paying a large share of each bill. Stores also sell everyday health products and offer vaccinations and basic health screenings.',
    competitiveAdvantages:
      'With a store within a short drive of most residents in its markets, Hollowbrook is very convenient. Its enormous buying power lets it negotiate lower prices from drug wholesalers.',
    keyRisks:
      'Profit margins are thin, so small cuts in insurer payments can hurt earnings noticeably. Online pharmacies and big-box stores compete hard on price.',
    price: 42.3,
    changePercent: -1.12,
    volume: 16_300_000,
    marketCap: 46_530_000_000,
    employees: 96_000,
    founded: 1952,
    leadership: [
      {
        name: 'Marguerite Tanaka-Bell',
        position: 'Chief Executive Officer',
        bio: 'Marguerite started as a weekend pharmacy technician at a Hollowbrook store while in school. She rose through store operations and became CEO in 2020.',
        education: 'PharmD, Westerly Gate College of Pharmacy',
      },
      {
        name: 'Olumide Grantham',
        position: 'Chief Operating Officer',
        bio: 'Olumide oversees stores, distribution centers and the mail-order service. He led the rollout of pickup lockers at 1,500 locations.',
        education: 'MSc Supply Chain Management',
      },
      {
        name: 'Sigrid Alvarado',
        position: 'Chief Financial Officer',
        bio: 'Sigrid previously ran finance for a grocery chain, another business with thin margins. She is leading a program to cut costs without reducing pharmacist staffing.',
        education: 'MBA',
      },
      {
        name: 'Dr. Imran Whitfield',
        position: 'Chief Pharmacy Officer',
        bio: 'Imran sets standards for the company’s 20,000 pharmacists. He championed in-store blood-pressure checks.',
        education: 'PharmD',
      },
    ],
    financials: [
      {
        quarter: '2026-Q3',
        revenue: 21_480_000_000,
        netIncome: 518_000_000,
        totalAssets: 58_700_000_000,
        earningsPerShare: 0.47,
      },
      {
        quarter: '2026-Q2',
        revenue: 21_120_000_000,
        netIncome: 496_000_000,
        totalAssets: 58_200_000_000,
        earningsPerShare: 0.45,
      },
      {
        quarter: '2026-Q1',
        revenue: 20_860_000_000,
        netIncome: 452_000_000,
        totalAssets: 57_900_000_000,
        earningsPerShare: 0.41,
      },
      {
        quarter: '2025-Q4',
        revenue: 22_340_000_000,
        netIncome: 571_000_000,
        totalAssets: 58_400_000_000,
        earningsPerShare: 0.52,
      },
    ],
    news: [
      {
        headline: 'Hollowbrook expands prescription drone delivery pilot',
        summary:
          'After a successful trial in two towns, drone deliveries will expand to 40 stores in suburban areas.',
        content:
          'Drones can bring small prescription packages to a customer’s backyard in under 30 minutes. Hollowbrook says the service is especially helpful for older customers and parents with sick kids at home. The company expects the pilot to cost little compared with its overall budget.',
        newsType: 'operational',
        sentiment: 'positive',
        impactScore: 2.3,
        hoursAgo: 36,
      },
      {
        headline: 'Hollowbrook profit edges higher as vaccine season starts early',
        summary:
          'Net income rose to 518 million Bolts, helped by strong demand for seasonal vaccinations.',
        content:
          'Revenue grew about 2% from the previous quarter. Vaccination visits often lead customers to buy other items in the store, which helps profits. The company kept its dividend unchanged.',
        newsType: 'earnings',
        sentiment: 'positive',
        impactScore: 1.9,
        hoursAgo: 81,
      },
      {
        headline: 'Insurers signal lower prescription payments next year',
        summary:
          'Several large insurers plan to pay pharmacies less for some common medicines, pressuring already thin margins.',
        content:
          'Pharmacy chains earn only a few Bolts of profit on many prescriptions, so even small payment cuts matter. Hollowbrook said it will try to offset the impact with cost savings and more health services. Shares of pharmacy companies slipped after the announcement.',
        newsType: 'market_update',
        sentiment: 'negative',
        impactScore: -3.3,
        hoursAgo: 145,
      },
    ],
  },
  {
    name: 'Fablestride Fitness',
    symbol: 'FBST',
    logo: '🏃',
    category: 'healthcare',
    sector: 'Healthcare',
    industry: 'Fitness & Wellness',
    description:
      'Fablestride runs affordable neighborhood gyms and a workout app that turns exercise into story-based challenges. Members can train in person, at home or both.',
    story:
      'Fablestride opened its first gym in 2009 in a former bowling alley, offering low monthly fees and friendly coaches instead of fancy equipment. Its founder noticed members stuck with workouts longer when they trained with friends, so the gyms added team challenges. In 2020 the company launched an app where users unlock chapters of an adventure story by completing workouts. It now has 420 gyms and about 2.6 million members, and wants to partner with employers to reward healthy habits.',
    ceo: 'Kwame Lindahl',
    headquarters: 'Halvard Springs',
    website: 'https://www.fablestride.example',
    businessModel:
      'Members pay a monthly fee for gym access, the app, or a combined plan. Extra income comes from personal training sessions, smoothie bars and corporate wellness contracts.',
    competitiveAdvantages:
      'Low prices and a welcoming atmosphere attract people who feel nervous in traditional gyms. The story-driven app keeps members motivated, helping reduce cancellations.',
    keyRisks:
      'Gym memberships are easy to cancel when household budgets tighten. Rent and staff costs are high, and competition from cheap home-workout apps is growing.',
    price: 27.8,
    changePercent: 2.25,
    volume: 1_470_000,
    marketCap: 3_336_000_000,
    employees: 4_300,
    founded: 2009,
    leadership: [
      {
        name: 'Kwame Lindahl',
        position: 'Chief Executive Officer',
        bio: 'Kwame was a college track athlete and personal trainer before founding Fablestride. He still leads a Saturday-morning running club at the original gym.',
        education: 'BSc Kinesiology, Halvard Springs University',
      },
      {
        name: 'Esperanza Whitlock-Ito',
        position: 'Chief Digital Officer',
        bio: 'Esperanza designed the adventure-story app after working in game design. She oversees its writers, animators and fitness experts.',
        education: 'MA Game Design',
      },
      {
        name: 'Patrick Oyelowo',
        position: 'Chief Financial Officer',
        bio: 'Patrick joined from a restaurant chain and brought tight cost controls to gym operations. He tracks member retention closely.',
        education: 'BCom Accounting',
      },
    ],
    financials: [
      {
        quarter: '2026-Q3',
        revenue: 266_000_000,
        netIncome: 18_200_000,
        totalAssets: 1_480_000_000,
        earningsPerShare: 0.15,
      },
      {
        quarter: '2026-Q2',
        revenue: 254_000_000,
        netIncome: 15_600_000,
        totalAssets: 1_452_000_000,
        earningsPerShare: 0.13,
      },
      {
        quarter: '2026-Q1',
        revenue: 271_000_000,
        netIncome: 22_400_000,
        totalAssets: 1_431_000_000,
        earningsPerShare: 0.19,
      },
      {
        quarter: '2025-Q4',
        revenue: 238_000_000,
        netIncome: 9_800_000,
        totalAssets: 1_405_000_000,
        earningsPerShare: 0.08,
      },
    ],
    news: [
      {
        headline: 'Fablestride app adds a multiplayer adventure mode',
        summary:
          'Friends can now team up in the app, combining their workout minutes to unlock story chapters together.',
        content:
          'The new mode lets groups of up to six people compete against other teams in weekly challenges. Fablestride says early testers worked out about 20% more often. The feature is free for all app subscribers.',
        newsType: 'product_launch',
        sentiment: 'positive',
        impactScore: 4.4,
        hoursAgo: 22,
      },
      {
        headline: 'Gym stocks hold steady ahead of the busy New Year season',
        summary:
          'Shares of fitness companies traded flat as investors waited for January sign-up numbers.',
        content:
          'The first weeks of the year are usually the busiest for gym sign-ups. Analysts said the bigger question is how many new members stay past spring. Fablestride’s first quarter has historically been its strongest.',
        newsType: 'market_update',
        sentiment: 'neutral',
        impactScore: 0.3,
        hoursAgo: 108,
      },
      {
        headline: 'Fablestride to close 12 underperforming gyms',
        summary:
          'The company will shut a dozen locations with too few members and offer those members access to nearby gyms.',
        content:
          'Closing the gyms will cost about 6 million Bolts in one-time charges. Fablestride said staff will be offered jobs at other locations where possible. The move should lift profits slightly next year, but it shows some neighborhoods did not grow as hoped.',
        newsType: 'operational',
        sentiment: 'negative',
        impactScore: -1.6,
        hoursAgo: 204,
      },
    ],
  },
  {
    name: 'Glimmerlab Diagnostics',
    symbol: 'GLMR',
    logo: '🔬',
    category: 'healthcare',
    sector: 'Healthcare',
    industry: 'Diagnostics & Lab Testing',
    description:
      'Glimmerlab runs medical testing laboratories and makes rapid test kits that help doctors diagnose infections, allergies and blood conditions.',
    story:
      'Glimmerlab began in 1987 as a single lab processing blood tests for local family doctors overnight. Its founders invested early in robotic sample handling, which let them deliver results faster than competitors. The company now operates 38 regional labs and sells rapid test kits to clinics and pharmacies. Its newest focus is at-home tests that send results securely to a patient’s doctor.',
    ceo: 'Ibrahim Castellane',
    headquarters: 'Sablecrest',
    website: 'https://www.glimmerlab.example',
    businessModel:
      'Glimmerlab is paid by insurers, hospitals and patients for each lab test it processes. It also sells test kits and the analyzers that clinics use to run them, along with refill cartridges.',
    competitiveAdvantages:
      'Its automated labs process huge volumes at a low cost per test, with most results ready within 24 hours. Long relationships with doctors’ offices bring a steady flow of samples.',
    keyRisks:
      'Demand for infection tests rises and falls with flu seasons, making results uneven. Governments and insurers regularly push to lower what they pay for common tests.',
    price: 119.45,
    changePercent: 1.73,
    volume: 2_860_000,
    marketCap: 39_418_500_000,
    employees: 14_500,
    founded: 1987,
    leadership: [
      {
        name: 'Ibrahim Castellane',
        position: 'Chief Executive Officer',
        bio: 'Ibrahim started as a lab scientist at Glimmerlab and later ran its largest regional lab. He became CEO in 2019 and launched the at-home testing business.',
        education: 'MSc Clinical Biochemistry, Sablecrest University',
      },
      {
        name: 'Dr. Wen-Li Obasanjo',
        position: 'Chief Scientific Officer',
        bio: 'Wen-Li leads research on new tests, including a rapid allergy panel. She has published widely on blood chemistry.',
        education: 'PhD Immunology',
      },
      {
        name: 'Carsten Mwangi',
        position: 'Chief Financial Officer',
        bio: 'Carsten previously worked in finance at a hospital network, giving him insight into how Glimmerlab’s customers make buying decisions.',
        education: 'MBA Healthcare Management',
      },
      {
        name: 'Jolene Akintola',
        position: 'Chief Operating Officer',
        bio: 'Jolene runs the company’s 38 labs and courier network. She introduced route planning that cut average sample travel time by a fifth.',
        education: 'MSc Operations Research',
      },
      {
        name: 'Thiago Bergström',
        position: 'Chief Information Officer',
        bio: 'Thiago oversees the systems that deliver millions of test results securely to doctors and patients every week.',
        education: 'BSc Information Systems',
      },
    ],
    financials: [
      {
        quarter: '2026-Q3',
        revenue: 1_905_000_000,
        netIncome: 308_000_000,
        totalAssets: 15_600_000_000,
        earningsPerShare: 0.93,
      },
      {
        quarter: '2026-Q2',
        revenue: 1_862_000_000,
        netIncome: 291_000_000,
        totalAssets: 15_350_000_000,
        earningsPerShare: 0.88,
      },
      {
        quarter: '2026-Q1',
        revenue: 1_948_000_000,
        netIncome: 322_000_000,
        totalAssets: 15_120_000_000,
        earningsPerShare: 0.98,
      },
      {
        quarter: '2025-Q4',
        revenue: 2_016_000_000,
        netIncome: 339_000_000,
        totalAssets: 14_980_000_000,
        earningsPerShare: 1.03,
      },
    ],
    news: [
      {
        headline: 'Glimmerlab tops profit estimates on steady test volumes',
        summary:
          'Net income of 308 million Bolts beat forecasts as routine blood testing grew.',
        content:
          'Glimmerlab said more patients came in for regular check-ups, which lifted demand for routine tests. Automation also helped lower the cost of each test. The company expects a seasonal boost from flu testing next quarter.',
        newsType: 'earnings',
        sentiment: 'positive',
        impactScore: 2.7,
        hoursAgo: 12,
      },
      {
        headline: 'Glimmerlab at-home strep test cleared for sale',
        summary:
          'Regulators cleared Glimmerlab’s at-home strep throat test, which gives results in 15 minutes.',
        content:
          'The test lets families check for strep throat before deciding whether to visit a doctor. Positive results can be shared with a clinician through Glimmerlab’s app to speed up treatment. It will be sold in pharmacies starting next month.',
        newsType: 'regulatory',
        sentiment: 'positive',
        impactScore: 5.1,
        hoursAgo: 66,
      },
      {
        headline: 'Equipment fault causes testing backlog at one regional lab',
        summary:
          'A broken sample-sorting machine delayed some results by up to two days at Glimmerlab’s northern lab.',
        content:
          'Samples were rerouted to two nearby labs while the machine was repaired. Urgent hospital tests were prioritized and not delayed. Glimmerlab said it will add backup equipment to its busiest sites.',
        newsType: 'operational',
        sentiment: 'negative',
        impactScore: -2,
        hoursAgo: 150,
      },
    ],
  },
  {
    name: 'Enamelcrest Dental',
    symbol: 'ENML',
    logo: '🦷',
    category: 'healthcare',
    sector: 'Healthcare',
    industry: 'Dental Care',
    description:
      'Enamelcrest operates a network of family dental clinics and makes clear teeth aligners. It focuses on making check-ups less stressful, especially for kids.',
    story:
      'Enamelcrest was founded in 1994 by a dentist who redesigned her clinic with bright colors, movies on the ceiling and Saturday hours for busy families. Other dentists asked to join her approach, and the clinics grew into a regional network. In 2018 the company began making its own clear aligners in a small lab, which now supplies all its orthodontists. Enamelcrest now runs 390 clinics and plans to open about 30 more each year.',
    ceo: 'Dr. Valentina Okonjo',
    headquarters: 'Quillport',
    website: 'https://www.enamelcrest.example',
    businessModel:
      'Clinics earn fees for check-ups, fillings and orthodontic treatment, paid by patients and dental insurers. Its aligner lab sells products to its own clinics and to independent dentists.',
    competitiveAdvantages:
      'A kid-friendly brand and flexible hours win loyal family customers. Sharing billing, scheduling and purchasing across hundreds of clinics keeps costs lower than for independent practices.',
    keyRisks:
      'Hiring enough dentists and hygienists is difficult, and staff shortages limit growth. Patients often postpone non-urgent treatments like aligners when money is tight.',
    price: 56.1,
    changePercent: -0.36,
    volume: 640_000,
    marketCap: 4_207_500_000,
    employees: 5_200,
    founded: 1994,
    leadership: [
      {
        name: 'Dr. Valentina Okonjo',
        position: 'Chief Executive Officer',
        bio: 'Valentina worked as a pediatric dentist at Enamelcrest for ten years before leading the company. She champions free dental screenings at local schools.',
        education: 'DDS, Quillport School of Dentistry',
      },
      {
        name: 'Hugo Ferreira-Lund',
        position: 'Chief Operating Officer',
        bio: 'Hugo manages clinic openings and staffing. He created a training academy that helps dental assistants become hygienists.',
        education: 'MBA Operations',
      },
      {
        name: 'Farah Delacroix-Adu',
        position: 'Chief Financial Officer',
        bio: 'Farah previously led finance at a chain of eye-care clinics. She oversees the company’s expansion budget.',
        education: 'MSc Accounting',
      },
    ],
    financials: [
      {
        quarter: '2026-Q3',
        revenue: 342_000_000,
        netIncome: 30_800_000,
        totalAssets: 1_920_000_000,
        earningsPerShare: 0.41,
      },
      {
        quarter: '2026-Q2',
        revenue: 331_000_000,
        netIncome: 28_900_000,
        totalAssets: 1_880_000_000,
        earningsPerShare: 0.39,
      },
      {
        quarter: '2026-Q1',
        revenue: 318_000_000,
        netIncome: 25_100_000,
        totalAssets: 1_850_000_000,
        earningsPerShare: 0.33,
      },
      {
        quarter: '2025-Q4',
        revenue: 309_000_000,
        netIncome: 24_300_000,
        totalAssets: 1_810_000_000,
        earningsPerShare: 0.32,
      },
    ],
    news: [
      {
        headline: 'Enamelcrest partners with school districts on free dental screenings',
        summary:
          'Enamelcrest dentists will visit 150 schools each year to check students’ teeth at no cost to families.',
        content:
          'The program aims to catch cavities early, especially among kids who rarely visit a dentist. Students who need follow-up care will be referred to clinics that accept public insurance. The company said the program builds community trust and introduces families to its clinics.',
        newsType: 'partnership',
        sentiment: 'positive',
        impactScore: 2.2,
        hoursAgo: 40,
      },
      {
        headline: 'New dental insurance rules take effect with little impact',
        summary:
          'Updated rules on how dental insurers process claims came into force this month.',
        content:
          'The rules require insurers to explain claim decisions more clearly to patients. Enamelcrest said its billing systems were already updated. Analysts do not expect the change to affect the company’s revenue.',
        newsType: 'regulatory',
        sentiment: 'neutral',
        impactScore: 0,
        hoursAgo: 125,
      },
      {
        headline: 'Hygienist shortage slows Enamelcrest clinic openings',
        summary:
          'The company will open 24 clinics this year instead of the 30 it planned because it cannot hire staff fast enough.',
        content:
          'Many regions have fewer dental hygienists than clinics need. Enamelcrest is expanding its training academy and offering scholarships to help fill the gap. Slower openings mean revenue growth may be a little lower next year.',
        newsType: 'operational',
        sentiment: 'negative',
        impactScore: -1.4,
        hoursAgo: 225,
      },
    ],
  },
  {
    name: 'Harborpaw Veterinary Partners',
    symbol: 'HPAW',
    logo: '🐾',
    category: 'healthcare',
    sector: 'Healthcare',
    industry: 'Veterinary Care',
    description:
      'Harborpaw runs animal hospitals and clinics that care for dogs, cats, rabbits and other family pets. It also offers emergency care that is open around the clock.',
    story:
      'Harborpaw started in 2001 when two veterinarians combined their small-town practices so they could afford an X-ray machine and share night shifts. They realized many vets wanted to focus on animals rather than paperwork, so Harborpaw began partnering with independent clinics and handling their administration. Today it has about 720 locations, including 45 emergency hospitals. The company is now growing its pet wellness plans, which spread routine care costs into affordable monthly payments.',
    ceo: 'Soren Adebayo-Quinn',
    headquarters: 'Marrowdale',
    website: 'https://www.harborpaw.example',
    businessModel:
      'Pet owners pay for exams, vaccines, surgeries and medicines at Harborpaw clinics. Monthly wellness plans and an online pharmacy for pet food and medication add recurring revenue.',
    competitiveAdvantages:
      'Pet owners rarely switch vets once they trust one, which makes customers very loyal. Its size lets it buy equipment and medicines at lower prices than single clinics.',
    keyRisks:
      'There are not enough veterinarians in many areas, which can limit growth and raise wages. Buying new clinics with borrowed money increases debt.',
    price: 71.25,
    changePercent: 4.18,
    volume: 1_980_000,
    marketCap: 9_975_000_000,
    employees: 11_000,
    founded: 2001,
    leadership: [
      {
        name: 'Soren Adebayo-Quinn',
        position: 'Chief Executive Officer',
        bio: 'Soren is a veterinarian who co-founded Harborpaw after a decade treating farm and family animals. He still volunteers at a weekend low-cost vaccine clinic.',
        education: 'DVM, Marrowdale College of Veterinary Medicine',
      },
      {
        name: 'Dr. Cressida Vantongeren',
        position: 'Chief Medical Officer',
        bio: 'Cressida sets care standards across all Harborpaw clinics. She is a specialist in animal emergency medicine.',
        education: 'DVM, Residency in Emergency and Critical Care',
      },
      {
        name: 'Mohammed Ellery',
        position: 'Chief Financial Officer',
        bio: 'Mohammed oversees the company’s clinic acquisitions and debt. He previously worked at a bank that lent to small businesses.',
        education: 'MSc Corporate Finance',
      },
      {
        name: 'Tallulah Nakashima',
        position: 'Chief People Officer',
        bio: 'Tallulah leads recruitment and wellbeing programs for vets and nurses. She launched a student loan repayment benefit for new veterinarians.',
        education: 'MA Human Resources Management',
      },
    ],
    financials: [
      {
        quarter: '2026-Q3',
        revenue: 612_000_000,
        netIncome: 47_600_000,
        totalAssets: 3_420_000_000,
        earningsPerShare: 0.34,
      },
      {
        quarter: '2026-Q2',
        revenue: 596_000_000,
        netIncome: 44_100_000,
        totalAssets: 3_360_000_000,
        earningsPerShare: 0.32,
      },
      {
        quarter: '2026-Q1',
        revenue: 571_000_000,
        netIncome: 39_800_000,
        totalAssets: 3_310_000_000,
        earningsPerShare: 0.28,
      },
      {
        quarter: '2025-Q4',
        revenue: 558_000_000,
        netIncome: 41_200_000,
        totalAssets: 3_270_000_000,
        earningsPerShare: 0.29,
      },
    ],
    news: [
      {
        headline: 'Harborpaw launches wellness plans for cats and small pets',
        summary:
          'Monthly wellness plans, first offered for dogs, now cover cats, rabbits and guinea pigs.',
        content:
          'The plans include yearly check-ups, vaccines and dental cleanings for a fixed monthly price. Harborpaw says plan members visit more regularly, which helps catch health problems early. More than 300,000 dogs are already enrolled in the original plan.',
        newsType: 'product_launch',
        sentiment: 'positive',
        impactScore: 3,
        hoursAgo: 2,
      },
      {
        headline: 'Harborpaw revenue grows 3% as pet visits rise',
        summary:
          'Quarterly revenue reached 612 million Bolts and net income climbed to 47.6 million Bolts.',
        content:
          'Emergency hospitals and wellness plans drove most of the growth. The company also completed the purchase of 11 independent clinics during the quarter. Management raised its yearly revenue forecast slightly.',
        newsType: 'earnings',
        sentiment: 'positive',
        impactScore: 2.5,
        hoursAgo: 58,
      },
      {
        headline: 'Vet shortage weighs on animal-care companies',
        summary:
          'An industry report warned that demand for pet care is growing faster than the number of new veterinarians.',
        content:
          'Fewer vets means longer waits for appointments and higher salaries for clinics. Harborpaw said its student loan benefit helps it recruit, but it is not immune to the shortage. Shares of several pet-care companies dipped after the report.',
        newsType: 'market_update',
        sentiment: 'negative',
        impactScore: -2.7,
        hoursAgo: 165,
      },
      {
        headline: 'Harborpaw opens training center for veterinary nurses',
        summary:
          'A new center will train about 400 veterinary nurses a year, with graduates offered jobs at Harborpaw clinics.',
        content:
          'The center partners with a local college so students earn recognized qualifications. Harborpaw said the program will take a few years to ease staffing pressures. Costs are expected to be small relative to the company’s budget.',
        newsType: 'operational',
        sentiment: 'neutral',
        impactScore: 0.6,
        hoursAgo: 97,
      },
    ],
  },
];
