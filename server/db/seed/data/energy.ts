import type { SeedCompany } from '../seed-types.ts';

export const energyCompanies: SeedCompany[] = [
  {
    name: 'Marigold Sunworks',
    symbol: 'MGSW',
    logo: '🌻',
    category: 'energy',
    sector: 'Energy',
    industry: 'Solar Power',
    description:
      'Marigold Sunworks designs solar panels and installs rooftop and community solar systems for homes, schools and warehouses. It also builds large solar farms that sell power to utilities.',
    story:
      'Marigold Sunworks started in 2006 in a garage in Sunvale, where two engineering graduates built solar panels for neighbors\' sheds and barns. As panel prices fell, they expanded into rooftop systems for homes and then into large solar farms. A breakthrough came when the company developed a panel coating that keeps working well in dusty, hot climates. Marigold now wants to pair every new installation with a home battery so families can use sunshine after sunset.',
    ceo: 'Esperanza Lindholm',
    headquarters: 'Sunvale',
    website: 'https://www.marigoldsunworks.example',
    businessModel:
      'Marigold sells and installs solar systems, and it also leases panels to homeowners who pay a fixed monthly fee instead of buying upfront. Its solar farms earn money by selling electricity under long-term contracts.',
    competitiveAdvantages:
      'Its dust-resistant panel coating produces more power in sunny, dry regions than standard panels. A large installer network lets it complete projects faster than smaller rivals.',
    keyRisks:
      'Changes to government solar incentives can quickly affect demand. Higher interest rates make it more expensive for customers to finance systems.',
    price: 64.8,
    changePercent: 3.14,
    volume: 5200000,
    marketCap: 22032000000,
    employees: 7400,
    founded: 2006,
    leadership: [
      {
        name: 'Esperanza Lindholm',
        position: 'Chief Executive Officer',
        bio: 'Esperanza co-founded Marigold and led the research team that invented its dust-resistant coating. She became CEO in 2015.',
        education: 'M.Sc. Materials Science, Cobaltport Institute of Technology',
      },
      {
        name: 'Kofi Abernathy',
        position: 'Chief Financial Officer',
        bio: 'Kofi arranges the long-term financing that pays for new solar farms and the leasing program.',
        education: 'MBA, Halcyon Ridge School of Management',
      },
      {
        name: 'Svetlana Moreau',
        position: 'Chief Operating Officer',
        bio: 'Svetlana manages more than 300 installation crews and introduced a safety program that halved rooftop injuries.',
        education: 'B.Eng. Civil Engineering, Sunvale State College',
      },
      {
        name: 'Tariq Haddad-Nilsson',
        position: 'Chief Technology Officer',
        bio: 'Tariq leads research into lighter panels that can go on roofs too weak for traditional systems.',
        education: 'Ph.D. Physics, Lumen Bay University',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 1152000000, netIncome: 96500000, totalAssets: 9640000000, earningsPerShare: 0.28 },
      { quarter: '2026-Q2', revenue: 1087000000, netIncome: 88200000, totalAssets: 9310000000, earningsPerShare: 0.26 },
      { quarter: '2026-Q1', revenue: 942000000, netIncome: 61000000, totalAssets: 9050000000, earningsPerShare: 0.18 },
      { quarter: '2025-Q4', revenue: 918000000, netIncome: 57400000, totalAssets: 8870000000, earningsPerShare: 0.17 },
    ],
    news: [
      {
        headline: 'Marigold Sunworks Wins Contract to Power 120 Schools',
        summary: 'A regional school board picked Marigold to install rooftop solar on 120 school buildings over three years.',
        content:
          'The schools expect to cut their electricity bills by about a third once the panels are running. Marigold will also provide lesson kits so students can track how much power their school produces. The contract is worth an estimated 310 million Bolts.',
        newsType: 'partnership',
        sentiment: 'positive',
        impactScore: 5.1,
        hoursAgo: 4,
      },
      {
        headline: 'Summer Demand Lifts Marigold Revenue to New High',
        summary: 'Third-quarter revenue reached 1.15 billion Bolts as homeowners rushed to install systems before summer peaks.',
        content:
          'Solar sales usually climb in spring and summer, when sunny days make the benefits easy to see. Profit margins also improved thanks to lower panel component costs. Marigold raised its forecast for the full year.',
        newsType: 'earnings',
        sentiment: 'positive',
        impactScore: 3.7,
        hoursAgo: 58,
      },
      {
        headline: 'Lawmakers Debate Trimming Home Solar Credits',
        summary: 'A proposal would reduce tax credits for home solar systems starting in two years.',
        content:
          'Tax credits lower the upfront cost of solar panels for households. If the credits shrink, some families may delay purchases. Marigold said its leasing program, which requires no large upfront payment, could soften the impact.',
        newsType: 'regulatory',
        sentiment: 'negative',
        impactScore: -3.9,
        hoursAgo: 176,
      },
    ],
  },
  {
    name: 'Northgale Wind Power',
    symbol: 'NGWP',
    logo: '💨',
    category: 'energy',
    sector: 'Energy',
    industry: 'Wind Power Generation',
    description:
      'Northgale Wind Power builds and operates onshore and offshore wind farms. Its turbines supply clean electricity to millions of homes.',
    story:
      'Northgale was founded in 1998 by a group of engineers who believed the steady winds along the northern coast could power whole cities. Its first wind farm had just twelve turbines on a hillside near Windholm. Over 25 years the company has built more than 60 wind farms, including three large projects out at sea. Northgale is now testing floating turbines that can be anchored in deep water where winds are stronger and more reliable.',
    ceo: 'Alistair Ngata-Brennan',
    headquarters: 'Windholm',
    website: 'https://www.northgalewind.example',
    businessModel:
      'Northgale sells the electricity from its wind farms to utilities and large companies under contracts lasting 15 to 25 years. It also earns fees for maintaining turbines owned by other operators.',
    competitiveAdvantages:
      'Decades of wind data help it choose the best sites and predict output accurately. Its offshore experience is rare and difficult for newcomers to copy.',
    keyRisks:
      'Power output and income depend on the weather, so calm seasons reduce revenue. Building offshore wind farms is expensive, and delays or equipment problems can push up costs.',
    price: 47.25,
    changePercent: -3.48,
    volume: 7300000,
    marketCap: 24097500000,
    employees: 8900,
    founded: 1998,
    leadership: [
      {
        name: 'Alistair Ngata-Brennan',
        position: 'Chief Executive Officer',
        bio: 'Alistair oversaw construction of Northgale\'s first offshore wind farm before becoming CEO in 2019.',
        education: 'M.Eng. Mechanical Engineering, Stonereach University',
      },
      {
        name: 'Hanne Kristoffersen',
        position: 'Chief Financial Officer',
        bio: 'Hanne secures the long-term contracts and bank loans that fund new wind farms.',
        education: 'M.Sc. Finance, Northmere Institute of Commerce',
      },
      {
        name: 'Rashid Olumide',
        position: 'Head of Offshore Projects',
        bio: 'Rashid leads the floating-turbine program and spent ten years working on ships installing undersea cables.',
        education: 'B.Eng. Marine Engineering, Westmarch College',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 1580000000, netIncome: 121000000, totalAssets: 31200000000, earningsPerShare: 0.24 },
      { quarter: '2026-Q2', revenue: 1490000000, netIncome: 112000000, totalAssets: 30700000000, earningsPerShare: 0.22 },
      { quarter: '2026-Q1', revenue: 1710000000, netIncome: 168000000, totalAssets: 30300000000, earningsPerShare: 0.33 },
      { quarter: '2025-Q4', revenue: 1760000000, netIncome: 174000000, totalAssets: 29900000000, earningsPerShare: 0.34 },
    ],
    news: [
      {
        headline: 'Northgale Pauses 40 Turbines for Blade Inspections',
        summary: 'The company temporarily stopped some turbines after finding small cracks in blades from one supplier.',
        content:
          'Northgale said the shutdown is a safety precaution and that no one was hurt. The affected turbines make up about 5% of its fleet, so output will dip for several weeks. The supplier has agreed to pay for repairs, but shares fell on the news.',
        newsType: 'operational',
        sentiment: 'negative',
        impactScore: -4.6,
        hoursAgo: 2,
      },
      {
        headline: 'Calm Summer Winds Trim Northgale Profits',
        summary: 'Lighter winds than usual kept third-quarter output below last winter\'s levels.',
        content:
          'Wind farms usually produce more in autumn and winter, when winds are stronger. Net income of 121 million Bolts was in line with the company\'s seasonal expectations. Northgale kept its yearly outlook, pointing to strong wind forecasts for the coming months.',
        newsType: 'earnings',
        sentiment: 'neutral',
        impactScore: -0.3,
        hoursAgo: 69,
      },
      {
        headline: 'First Floating Turbine Begins Sending Power to Shore',
        summary: 'Northgale\'s test floating turbine is now supplying electricity to about 9,000 homes.',
        content:
          'Floating turbines are anchored to the seabed with cables instead of sitting on fixed towers. That means they can be placed in deep water far from shore, where winds are steadier. Northgale plans a larger floating wind farm if the test goes well for a full year.',
        newsType: 'product_launch',
        sentiment: 'positive',
        impactScore: 3.25,
        hoursAgo: 143,
      },
    ],
  },
  {
    name: 'Ohmridge Batteries',
    symbol: 'OHMR',
    logo: '🔋',
    category: 'energy',
    sector: 'Energy',
    industry: 'Energy Storage',
    description:
      'Ohmridge Batteries manufactures large battery systems that store electricity for the power grid, as well as home batteries. Its products help keep lights on when the sun sets or the wind drops.',
    story:
      'Ohmridge was founded in 2015 by chemists who wanted to build batteries using more common, lower-cost materials. After years of lab work, they developed a battery chemistry that avoids some expensive metals and lasts for thousands of charging cycles. The company opened its first factory in Emberstead in 2020 and has since added two more. Ohmridge is still losing money while it scales up, but rising sales and shrinking losses suggest it is getting closer to profitability.',
    ceo: 'Soren Adeyemi-Clarke',
    headquarters: 'Emberstead',
    website: 'https://www.ohmridgebatteries.example',
    businessModel:
      'Ohmridge sells grid-scale battery systems to utilities and solar farm owners, and home batteries through installers. It also charges yearly fees for monitoring software and service contracts.',
    competitiveAdvantages:
      'Its battery chemistry uses cheaper, more widely available materials, which lowers costs and supply risks. Long product lifetimes make its systems attractive for utilities planning decades ahead.',
    keyRisks:
      'The company is still unprofitable and spending heavily on new factories. Rivals are cutting prices fast, and any safety issue with a battery installation could hurt its reputation.',
    price: 31.9,
    changePercent: 4.27,
    volume: 12800000,
    marketCap: 19778000000,
    employees: 6300,
    founded: 2015,
    leadership: [
      {
        name: 'Soren Adeyemi-Clarke',
        position: 'Chief Executive Officer',
        bio: 'Soren co-invented Ohmridge\'s core battery chemistry and has led the company since its founding.',
        education: 'Ph.D. Electrochemistry, Lumen Bay University',
      },
      {
        name: 'Marisol Ventura',
        position: 'Chief Manufacturing Officer',
        bio: 'Marisol brought the Emberstead factory online and cut the time to build a battery module by 40%.',
        education: 'M.Sc. Industrial Engineering, Cobaltport Institute of Technology',
      },
      {
        name: 'Benedikt Amankwah',
        position: 'Chief Financial Officer',
        bio: 'Benedikt joined from an automotive supplier and is focused on steering Ohmridge to its first profitable year.',
        education: 'MBA, Riverlight College',
      },
      {
        name: 'Keiko Halvorsen',
        position: 'Chief Safety Officer',
        bio: 'Keiko leads fire-safety testing and works with fire departments on training for battery sites.',
        education: 'B.Sc. Fire Protection Engineering, Stonereach University',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 884000000, netIncome: -18600000, totalAssets: 7820000000, earningsPerShare: -0.03 },
      { quarter: '2026-Q2', revenue: 772000000, netIncome: -41000000, totalAssets: 7410000000, earningsPerShare: -0.07 },
      { quarter: '2026-Q1', revenue: 655000000, netIncome: -58500000, totalAssets: 6980000000, earningsPerShare: -0.09 },
      { quarter: '2025-Q4', revenue: 603000000, netIncome: -64200000, totalAssets: 6650000000, earningsPerShare: -0.1 },
    ],
    news: [
      {
        headline: 'Ohmridge Loss Shrinks as Battery Sales Jump 47%',
        summary: 'Revenue rose to 884 million Bolts while the quarterly loss narrowed to 18.6 million Bolts.',
        content:
          'Higher factory output lowered the cost of each battery, improving margins. Management said it now expects to turn a profit sometime next year. Investors cheered, sending shares up more than 4%.',
        newsType: 'earnings',
        sentiment: 'positive',
        impactScore: 5.8,
        hoursAgo: 8,
      },
      {
        headline: 'Utility Orders Ohmridge Batteries for Evening Peak Power',
        summary: 'Oakhaven Power & Light will install Ohmridge grid batteries at five substations.',
        content:
          'The batteries will charge with midday solar power and release it during the evening, when demand is highest. The order is one of Ohmridge\'s largest so far. Deliveries begin early next year.',
        newsType: 'partnership',
        sentiment: 'positive',
        impactScore: 3.4,
        hoursAgo: 91,
      },
      {
        headline: 'Price War in Grid Batteries Squeezes Makers',
        summary: 'Several battery makers cut prices this month, raising concern about thinner profits across the industry.',
        content:
          'Lower prices are good news for utilities and electricity customers, but they make it harder for battery makers to earn money. Ohmridge said its cheaper materials give it room to compete. Analysts warned the company\'s path to profit could take longer if prices keep falling.',
        newsType: 'market_update',
        sentiment: 'negative',
        impactScore: -2.7,
        hoursAgo: 187,
      },
    ],
  },
  {
    name: 'Palewave Hydrogen',
    symbol: 'PLWH',
    logo: '💧',
    category: 'energy',
    sector: 'Energy',
    industry: 'Green Hydrogen',
    description:
      'Palewave Hydrogen builds electrolyzers, machines that split water into hydrogen and oxygen using renewable electricity. The clean hydrogen can fuel trucks, ships and factories that are hard to run on batteries.',
    story:
      'Palewave was founded in 2018 by a team of chemical engineers who had worked on fuel cells for delivery vans. They believed hydrogen made with wind and solar power could help clean up heavy industries like steel and fertilizer. The company opened a pilot plant in Tidewick harbor in 2022, producing hydrogen for a fleet of port trucks. Palewave is still early in its journey: revenue is growing, but it spends far more than it earns while it proves the technology at larger scale.',
    ceo: 'Ingeborg Mensah',
    headquarters: 'Tidewick',
    website: 'https://www.palewavehydrogen.example',
    businessModel:
      'Palewave sells electrolyzer systems to industrial customers and earns service fees for maintaining them. At its own plants, it produces and sells hydrogen under multi-year supply contracts.',
    competitiveAdvantages:
      'Its electrolyzers can ramp up and down quickly, which suits the changing output of wind and solar farms. Early partnerships with port operators give it real-world operating data.',
    keyRisks:
      'Green hydrogen is still more expensive than hydrogen made from natural gas, so demand depends on policies and falling costs. The company is burning cash and may need to raise more money, which could dilute existing shareholders.',
    price: 9.85,
    changePercent: -6.12,
    volume: 18400000,
    marketCap: 4038500000,
    employees: 1150,
    founded: 2018,
    leadership: [
      {
        name: 'Ingeborg Mensah',
        position: 'Chief Executive Officer',
        bio: 'Ingeborg co-founded Palewave after a decade developing fuel cells. She often speaks about the importance of honest timelines for new clean technologies.',
        education: 'Ph.D. Chemical Engineering, Cobaltport Institute of Technology',
      },
      {
        name: 'Luka Petrovic-Ames',
        position: 'Chief Financial Officer',
        bio: 'Luka manages the company\'s cash reserves and leads talks with investors and government grant programs.',
        education: 'M.Sc. Accounting and Finance, Northmere Institute of Commerce',
      },
      {
        name: 'Zanele Hargreaves',
        position: 'Chief Operating Officer',
        bio: 'Zanele runs the Tidewick pilot plant and previously managed operations at a large chemical facility.',
        education: 'B.Eng. Process Engineering, Westmarch College',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 62000000, netIncome: -48300000, totalAssets: 2310000000, earningsPerShare: -0.12 },
      { quarter: '2026-Q2', revenue: 57500000, netIncome: -44100000, totalAssets: 2380000000, earningsPerShare: -0.11 },
      { quarter: '2026-Q1', revenue: 49800000, netIncome: -46700000, totalAssets: 2440000000, earningsPerShare: -0.11 },
      { quarter: '2025-Q4', revenue: 44200000, netIncome: -51000000, totalAssets: 2520000000, earningsPerShare: -0.12 },
    ],
    news: [
      {
        headline: 'Palewave Delays Second Plant by Nine Months',
        summary: 'The company pushed back the opening of its second hydrogen plant because key equipment arrived late.',
        content:
          'Palewave said a supplier of high-pressure tanks missed its delivery dates. The delay means the plant will start earning revenue later than planned. Shares dropped more than 6% as investors worried about the company\'s cash needs.',
        newsType: 'operational',
        sentiment: 'negative',
        impactScore: -6.4,
        hoursAgo: 5,
      },
      {
        headline: 'Port Authority Extends Hydrogen Supply Deal',
        summary: 'The Tidewick Port Authority signed a five-year extension to buy hydrogen for its cargo trucks.',
        content:
          'The port now runs 85 hydrogen-powered trucks that move containers between ships and warehouses. The extension includes an option to double the volume if the port adds more trucks. It gives Palewave a steady customer while it builds larger plants.',
        newsType: 'partnership',
        sentiment: 'positive',
        impactScore: 2.9,
        hoursAgo: 100,
      },
      {
        headline: 'Palewave Revenue Grows but Losses Continue',
        summary: 'Quarterly revenue rose to 62 million Bolts, while the net loss was 48.3 million Bolts.',
        content:
          'Sales of electrolyzers to two steel makers boosted revenue. Costs stayed high as the company hired engineers and prepared its second plant. Palewave said it has enough cash to fund operations for about two more years.',
        newsType: 'earnings',
        sentiment: 'neutral',
        impactScore: -0.6,
        hoursAgo: 154,
      },
      {
        headline: 'Government Announces Clean Hydrogen Production Grants',
        summary: 'A new grant program will help pay for plants that make hydrogen using renewable electricity.',
        content:
          'Companies can apply for grants covering up to 30% of construction costs. Palewave said it plans to apply for support for its second and third plants. Analysts said the program improves the economics of green hydrogen, though approvals may take months.',
        newsType: 'regulatory',
        sentiment: 'positive',
        impactScore: 4.4,
        hoursAgo: 235,
      },
    ],
  },
  {
    name: 'Mantlewell Geothermal',
    symbol: 'MTWL',
    logo: '🌋',
    category: 'energy',
    sector: 'Energy',
    industry: 'Geothermal Power',
    description:
      'Mantlewell Geothermal produces electricity and heat from hot water and steam deep underground. Unlike solar and wind, its plants can run day and night in any weather.',
    story:
      'Mantlewell began in 1987 when a small drilling company in the volcanic Ashmoor hills struck hot water instead of the minerals it was looking for. Rather than abandoning the well, the founders built a small power plant on top of it. Over the years the company added plants across the region and began supplying hot water to heat homes and greenhouses. Today Mantlewell is testing new drilling methods that could bring geothermal power to places without volcanoes nearby.',
    ceo: 'Ruairi Okoye',
    headquarters: 'Ashmoor',
    website: 'https://www.mantlewellgeo.example',
    businessModel:
      'Mantlewell sells electricity to utilities under long-term contracts and sells heat directly to towns and greenhouse farms. Because its plants run constantly, its income is steady from season to season.',
    competitiveAdvantages:
      'It owns rights to some of the best underground heat resources in the region. Geothermal plants produce power around the clock, which utilities value highly.',
    keyRisks:
      'Drilling new wells is expensive, and some wells turn out to be less productive than expected. Growth is limited to areas with suitable underground conditions until new drilling methods prove themselves.',
    price: 52.6,
    changePercent: 0.95,
    volume: 860000,
    marketCap: 7890000000,
    employees: 1900,
    founded: 1987,
    leadership: [
      {
        name: 'Ruairi Okoye',
        position: 'Chief Executive Officer',
        bio: 'Ruairi started as a field geologist at Mantlewell and became CEO in 2020. He champions partnerships with local communities near its plants.',
        education: 'M.Sc. Geology, Ashmoor University',
      },
      {
        name: 'Valentina Kowalczyk',
        position: 'Chief Technology Officer',
        bio: 'Valentina leads the program testing deep, closed-loop wells that could work far from volcanic areas.',
        education: 'Ph.D. Petroleum and Geothermal Engineering, Stonereach University',
      },
      {
        name: 'Anand Bhattacharya-Reid',
        position: 'Chief Financial Officer',
        bio: 'Anand manages the company\'s long-term power contracts and its dividend policy.',
        education: 'MBA, Halcyon Ridge School of Management',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 243000000, netIncome: 38400000, totalAssets: 6240000000, earningsPerShare: 0.26 },
      { quarter: '2026-Q2', revenue: 238000000, netIncome: 36900000, totalAssets: 6150000000, earningsPerShare: 0.25 },
      { quarter: '2026-Q1', revenue: 241000000, netIncome: 37800000, totalAssets: 6020000000, earningsPerShare: 0.25 },
      { quarter: '2025-Q4', revenue: 236000000, netIncome: 35100000, totalAssets: 5930000000, earningsPerShare: 0.23 },
    ],
    news: [
      {
        headline: 'Mantlewell Test Well Reaches Record Depth',
        summary: 'A closed-loop test well reached 6 kilometers deep, where rock temperatures exceed 200 degrees Celsius.',
        content:
          'Closed-loop wells circulate fluid through sealed pipes, so they do not need natural hot-water reservoirs. If the design works at scale, geothermal plants could be built in many more places. Mantlewell will spend the next year measuring how much heat the well delivers.',
        newsType: 'operational',
        sentiment: 'positive',
        impactScore: 3.95,
        hoursAgo: 19,
      },
      {
        headline: 'Mantlewell Delivers Another Steady Quarter',
        summary: 'Net income of 38.4 million Bolts was almost unchanged from the previous quarter.',
        content:
          'Geothermal plants run at nearly full output all year, so results rarely swing much. The company kept its quarterly dividend the same. Analysts described the stock as a calm, income-focused holding.',
        newsType: 'earnings',
        sentiment: 'neutral',
        impactScore: 0.25,
        hoursAgo: 121,
      },
      {
        headline: 'Greenhouse Cooperative Signs Up for Geothermal Heat',
        summary: 'A cooperative of 30 vegetable growers will heat its greenhouses with Mantlewell hot water.',
        content:
          'The growers currently burn gas to keep greenhouses warm in winter. Switching to geothermal heat should lower both their costs and their emissions. Mantlewell will build a new pipeline to the greenhouse district next spring.',
        newsType: 'partnership',
        sentiment: 'positive',
        impactScore: 1.85,
        hoursAgo: 206,
      },
    ],
  },
  {
    name: 'Nimbusgrid Systems',
    symbol: 'NMBG',
    logo: '📶',
    category: 'energy',
    sector: 'Energy',
    industry: 'Grid Management Software',
    description:
      'Nimbusgrid Systems makes software that helps utilities balance electricity supply and demand in real time. Its tools coordinate solar panels, batteries and smart thermostats across entire cities.',
    story:
      'Nimbusgrid was started in 2012 by a team of software engineers and power-system experts who saw that old grid controls were not designed for millions of rooftop solar panels. Their first product forecast how much solar power a neighborhood would produce each hour. The company then added tools to control batteries and shift energy use to cheaper times of day. Nimbusgrid now runs "virtual power plants" that link thousands of home devices so they act like one large power station.',
    ceo: 'Olamide Fitzgerald',
    headquarters: 'Cobaltport',
    website: 'https://www.nimbusgrid.example',
    businessModel:
      'Utilities pay Nimbusgrid yearly software subscriptions based on the size of their grid. It also shares in the savings when its virtual power plants reduce the need to run expensive backup generators.',
    competitiveAdvantages:
      'Its forecasting models have been trained on more than ten years of grid data. Once a utility builds its operations around Nimbusgrid software, switching is difficult and risky.',
    keyRisks:
      'Utilities move slowly, so sales can take years to close. A cyberattack on any grid software company could lead to stricter rules and slower purchasing.',
    price: 88.4,
    changePercent: 2.06,
    volume: 1480000,
    marketCap: 11492000000,
    employees: 1600,
    founded: 2012,
    leadership: [
      {
        name: 'Olamide Fitzgerald',
        position: 'Chief Executive Officer',
        bio: 'Olamide worked as a grid operator before co-founding Nimbusgrid. She still spends a day each quarter in a utility control room.',
        education: 'M.Sc. Electrical Power Systems, Cobaltport Institute of Technology',
      },
      {
        name: 'Emeka Nordstrom',
        position: 'Chief Technology Officer',
        bio: 'Emeka designed the company\'s forecasting engine and leads a team of data scientists.',
        education: 'Ph.D. Machine Learning, Lumen Bay University',
      },
      {
        name: 'Paloma Rinaldi',
        position: 'Chief Information Security Officer',
        bio: 'Paloma protects customer systems from cyberattacks and runs regular drills with utility partners.',
        education: 'B.Sc. Cybersecurity, Quillhaven Polytechnic',
      },
      {
        name: 'Grant Obuya',
        position: 'Chief Financial Officer',
        bio: 'Grant helped the company shift from one-time software licenses to steady yearly subscriptions.',
        education: 'MBA, Riverlight College',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 186000000, netIncome: 21200000, totalAssets: 1710000000, earningsPerShare: 0.16 },
      { quarter: '2026-Q2', revenue: 171000000, netIncome: 17600000, totalAssets: 1640000000, earningsPerShare: 0.14 },
      { quarter: '2026-Q1', revenue: 158000000, netIncome: 12900000, totalAssets: 1580000000, earningsPerShare: 0.1 },
      { quarter: '2025-Q4', revenue: 149000000, netIncome: 10400000, totalAssets: 1530000000, earningsPerShare: 0.08 },
    ],
    news: [
      {
        headline: 'Nimbusgrid Virtual Power Plant Helps Avoid Heat-Wave Blackouts',
        summary: 'During a record heat wave, Nimbusgrid coordinated 80,000 home devices to ease pressure on the grid.',
        content:
          'Smart thermostats pre-cooled homes in the morning and home batteries released power in the late afternoon. The utility said the effect was like adding a medium-sized power plant for a few hours. Participating households earned bill credits for helping out.',
        newsType: 'operational',
        sentiment: 'positive',
        impactScore: 4.5,
        hoursAgo: 31,
      },
      {
        headline: 'Nimbusgrid Launches Forecasting Tool for Small Utilities',
        summary: 'A lower-cost version of its solar forecasting software targets small town and rural utilities.',
        content:
          'Small utilities often lack the staff to build their own forecasting systems. The new product can be set up in weeks instead of months. Nimbusgrid hopes it will open a large new group of customers.',
        newsType: 'product_launch',
        sentiment: 'positive',
        impactScore: 2.2,
        hoursAgo: 112,
      },
      {
        headline: 'New Cybersecurity Standards Proposed for Grid Software',
        summary: 'Energy regulators proposed tougher security testing for software that controls power grids.',
        content:
          'The rules would require independent audits and faster reporting of security incidents. Nimbusgrid said it already meets most of the proposed standards. Some analysts expect utilities to pause new purchases while the rules are finalized.',
        newsType: 'regulatory',
        sentiment: 'negative',
        impactScore: -1.45,
        hoursAgo: 195,
      },
    ],
  },
  {
    name: 'Pathlume Charging',
    symbol: 'PTLM',
    logo: '🔌',
    category: 'energy',
    sector: 'Energy',
    industry: 'EV Charging Networks',
    description:
      'Pathlume Charging operates a network of fast chargers for electric vehicles along highways and in city parking garages. Drivers find and pay for chargers through the Pathlume app.',
    story:
      'Pathlume was founded in 2016 by a former delivery-fleet manager frustrated by how hard it was to find working chargers for electric vans. The company began by installing chargers at roadside diners, where drivers could grab a meal while their cars charged. It now runs more than 9,000 fast-charging ports and is known for keeping its chargers in good working order. Pathlume is not yet profitable, but each new station earns more as the number of electric cars on the road grows.',
    ceo: 'Callum Osei-Park',
    headquarters: 'Glimmerfield',
    website: 'https://www.pathlumecharging.example',
    businessModel:
      'Drivers pay per kilowatt-hour of electricity, or a monthly membership for lower rates. Pathlume also earns fees from businesses that host its chargers and from fleet operators that reserve charging time.',
    competitiveAdvantages:
      'Its chargers work more reliably than many rivals\' thanks to remote monitoring and fast repair crews. Partnerships with roadside restaurants give it well-located sites with amenities drivers like.',
    keyRisks:
      'Building stations is costly and revenue depends on how quickly people switch to electric cars. Electricity price spikes can squeeze margins if Pathlume cannot raise charging prices quickly.',
    price: 17.3,
    changePercent: -1.57,
    volume: 4700000,
    marketCap: 4844000000,
    employees: 2050,
    founded: 2016,
    leadership: [
      {
        name: 'Callum Osei-Park',
        position: 'Chief Executive Officer',
        bio: 'Callum managed a fleet of 500 delivery vans before founding Pathlume. He tests new stations himself on long road trips.',
        education: 'B.A. Logistics Management, Glimmerfield University',
      },
      {
        name: 'Annika Vargas-Holt',
        position: 'Chief Operating Officer',
        bio: 'Annika built the repair network that keeps nearly all Pathlume chargers working at any time.',
        education: 'B.Eng. Electrical Engineering, Stonereach University',
      },
      {
        name: 'Dev Malhotra-Jensen',
        position: 'Chief Financial Officer',
        bio: 'Dev tracks how quickly each station pays back its building cost and decides where to build next.',
        education: 'MBA, Northmere Institute of Commerce',
      },
      {
        name: 'Yara El-Amin',
        position: 'Chief Customer Officer',
        bio: 'Yara leads the Pathlume app team and introduced charger reservations for busy holiday weekends.',
        education: 'B.Sc. Psychology, Fernmouth University',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 146000000, netIncome: -19300000, totalAssets: 2820000000, earningsPerShare: -0.07 },
      { quarter: '2026-Q2', revenue: 131000000, netIncome: -24800000, totalAssets: 2760000000, earningsPerShare: -0.09 },
      { quarter: '2026-Q1', revenue: 112000000, netIncome: -29600000, totalAssets: 2690000000, earningsPerShare: -0.11 },
      { quarter: '2025-Q4', revenue: 118000000, netIncome: -27200000, totalAssets: 2650000000, earningsPerShare: -0.1 },
    ],
    news: [
      {
        headline: 'Pathlume Opens 100th Highway Charging Hub',
        summary: 'The new hub near Halcyon Ridge has 24 fast chargers, a café and a covered play area.',
        content:
          'Highway hubs let drivers on long trips charge in about 20 minutes. Pathlume said its hubs see more visits each month as electric car sales grow. The company plans to open 40 more hubs next year.',
        newsType: 'product_launch',
        sentiment: 'positive',
        impactScore: 2.75,
        hoursAgo: 11,
      },
      {
        headline: 'Electricity Price Spike Weighs on Charging Margins',
        summary: 'Wholesale power prices jumped during a cold snap, raising Pathlume\'s costs at many stations.',
        content:
          'Pathlume buys electricity from the grid and resells it to drivers. When wholesale prices rise suddenly, it earns less on each charge until it can adjust prices. The company is adding batteries at busy sites to store cheaper power in advance.',
        newsType: 'market_update',
        sentiment: 'negative',
        impactScore: -3.15,
        hoursAgo: 84,
      },
      {
        headline: 'Pathlume Narrows Loss as Charging Sessions Climb',
        summary: 'Revenue grew to 146 million Bolts and the quarterly loss shrank to 19.3 million Bolts.',
        content:
          'Charging sessions rose 31% from a year earlier, and older stations are now covering their running costs. Heavy spending on new hubs continues to keep the company in the red. Management said it expects to break even in about two years.',
        newsType: 'earnings',
        sentiment: 'neutral',
        impactScore: 0.9,
        hoursAgo: 171,
      },
    ],
  },
  {
    name: 'Oakhaven Power & Light',
    symbol: 'OKPL',
    logo: '⚡',
    category: 'energy',
    sector: 'Utilities',
    industry: 'Electric Utilities',
    description:
      'Oakhaven Power & Light is a regulated utility that delivers electricity to about six million homes and businesses. It is steadily replacing its older coal and gas plants with wind, solar and battery storage.',
    story:
      'Oakhaven Power & Light was formed in 1953 to bring reliable electricity to the fast-growing towns of the Oakhaven region. For decades it relied mainly on coal plants and later added natural gas. In 2018 it announced a plan to retire all its coal plants by 2032 and retrain workers for jobs in renewable energy. Today about 45% of its power comes from clean sources, and it is investing billions in new power lines to connect more wind and solar farms.',
    ceo: 'Margaret Olufemi-Strand',
    headquarters: 'Oakhaven City',
    website: 'https://www.oakhavenpower.example',
    businessModel:
      'As a regulated utility, Oakhaven charges customers rates approved by a state commission, which allows it to earn a set return on the power plants and lines it builds. It pays a steady dividend to shareholders from these predictable earnings.',
    competitiveAdvantages:
      'It is the only company allowed to deliver power in its service area, giving it stable demand. Regulators usually approve recovery of costs for necessary grid upgrades.',
    keyRisks:
      'Rate increases need regulator approval, which can be delayed or reduced. Closing old plants and building new ones costs billions, and extreme storms can damage equipment and raise costs.',
    price: 71.15,
    changePercent: -0.36,
    volume: 3900000,
    marketCap: 52651000000,
    employees: 17800,
    founded: 1953,
    leadership: [
      {
        name: 'Margaret Olufemi-Strand',
        position: 'Chief Executive Officer',
        bio: 'Margaret led the plan to retire Oakhaven\'s coal plants and became CEO in 2020. She previously ran the company\'s grid operations.',
        education: 'M.Eng. Power Engineering, Stonereach University',
      },
      {
        name: 'Howard Tsegaye',
        position: 'Chief Financial Officer',
        bio: 'Howard manages the utility\'s large construction budget and its relationships with bond investors.',
        education: 'MBA, Halcyon Ridge School of Management',
      },
      {
        name: 'Lorena Castillo-Wake',
        position: 'Senior Vice President, Clean Energy Transition',
        bio: 'Lorena oversees new wind, solar and battery projects and a program that retrains coal-plant workers.',
        education: 'M.Sc. Energy Policy, Lumen Bay University',
      },
      {
        name: 'Patrick Nwosu-Eriksen',
        position: 'Chief Customer Officer',
        bio: 'Patrick runs programs that help families lower their bills through home energy upgrades.',
        education: 'B.A. Communications, Sunvale State College',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 4920000000, netIncome: 684000000, totalAssets: 118400000000, earningsPerShare: 0.92 },
      { quarter: '2026-Q2', revenue: 4310000000, netIncome: 561000000, totalAssets: 117100000000, earningsPerShare: 0.76 },
      { quarter: '2026-Q1', revenue: 4580000000, netIncome: 602000000, totalAssets: 115900000000, earningsPerShare: 0.81 },
      { quarter: '2025-Q4', revenue: 4470000000, netIncome: 579000000, totalAssets: 114800000000, earningsPerShare: 0.78 },
    ],
    news: [
      {
        headline: 'Oakhaven Closes Another Coal Plant Two Years Early',
        summary: 'The Ridgeford coal plant shut down ahead of schedule, replaced by a solar farm and battery site.',
        content:
          'Most of the plant\'s 210 workers moved into new roles at the utility after retraining. Oakhaven said the switch lowers fuel costs and emissions. The company now has only two coal plants left.',
        newsType: 'operational',
        sentiment: 'positive',
        impactScore: 2.35,
        hoursAgo: 39,
      },
      {
        headline: 'Regulators Approve Smaller Rate Increase Than Requested',
        summary: 'The state commission allowed a 3.1% rate increase, below the 4.5% Oakhaven had asked for.',
        content:
          'Utilities request rate increases to pay for new equipment, and regulators decide how much is fair for customers. The smaller increase will reduce Oakhaven\'s expected earnings growth slightly next year. The company said it will still move ahead with its main grid projects.',
        newsType: 'regulatory',
        sentiment: 'negative',
        impactScore: -2.45,
        hoursAgo: 126,
      },
      {
        headline: 'Hot Summer Boosts Oakhaven Electricity Sales',
        summary: 'Air-conditioning demand lifted third-quarter net income to 684 million Bolts.',
        content:
          'Utilities often earn more in hot summers and cold winters, when homes use more power. Oakhaven also kept costs in check despite heavy construction spending. The company confirmed its dividend for the quarter.',
        newsType: 'earnings',
        sentiment: 'positive',
        impactScore: 1.6,
        hoursAgo: 217,
      },
      {
        headline: 'Oakhaven Outlines Ten-Year Grid Investment Plan',
        summary: 'The utility plans to spend about 38 billion Bolts on power lines, substations and storage over the next decade.',
        content:
          'The plan focuses on connecting new wind and solar farms and making the grid more resistant to storms. Spending will be spread out and reviewed by regulators each year. Investors said the plan was largely in line with expectations.',
        newsType: 'market_update',
        sentiment: 'neutral',
        impactScore: 0.15,
        hoursAgo: 1,
      },
    ],
  },
];
