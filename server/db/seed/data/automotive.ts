import type { SeedCompany } from '../seed-types.ts';

export const automotiveCompanies: SeedCompany[] = [
  {
    name: 'Verdigo Motors',
    symbol: 'VRDG',
    logo: '🚗',
    category: 'automotive',
    sector: 'Consumer Discretionary',
    industry: 'Automobile Manufacturers',
    description:
      'Verdigo builds electric cars, from the compact Sprig hatchback to the seven-seat Canopy SUV, and operates a network of fast-charging stations.',
    story:
      'Verdigo was started in 2009 by a group of engineers in Ironvale who converted an old delivery van to run on batteries as a weekend project. Their first car, a tiny two-seater, sold only a few thousand units, but it proved that electric cars could be fun to drive. Over the next decade Verdigo built three large factories and a charging network with more than 12,000 fast chargers. Its next big goal is a car for first-time drivers that costs about the same as a similar gasoline car.',
    ceo: 'Amara Lindgren-Osei',
    headquarters: 'Ironvale',
    website: 'https://www.verdigo.example',
    businessModel:
      'Verdigo makes most of its money selling cars, and also earns revenue from charging fees, software upgrades that owners can buy after purchase, and selling emissions credits to other automakers. Selling online and through its own showrooms lets it keep the margin that would otherwise go to dealerships.',
    competitiveAdvantages:
      'Efficient motors and in-house software give Verdigo cars a long driving range for their battery size. Its charging network is a big convenience for owners and would be expensive for rivals to build from scratch.',
    keyRisks:
      'Many traditional automakers are launching electric models, which puts pressure on prices. Factories are costly to build and run, and the company depends on steady supplies of battery materials such as lithium and nickel.',
    price: 178.6,
    changePercent: 2.41,
    volume: 18_700_000,
    marketCap: 250_040_000_000,
    employees: 88_000,
    founded: 2009,
    leadership: [
      {
        name: 'Amara Lindgren-Osei',
        position: 'Chief Executive Officer',
        bio: 'A battery engineer and one of the original weekend van builders. She has led Verdigo since 2014 and still test-drives every new model herself.',
        education: 'Ph.D. in Electrical Engineering, Ironvale Institute of Technology',
      },
      {
        name: 'Valeria Montoya',
        position: 'Chief Financial Officer',
        bio: 'Joined Verdigo in 2016 and raised the money to build its second and third factories. She previously worked in infrastructure financing.',
        education: 'MBA, Torrent City School of Management',
      },
      {
        name: 'Kenji Harada',
        position: 'Chief Technology Officer',
        bio: 'Leads the motor and battery-pack engineering teams. His motor design is a big reason Verdigo cars travel so far on a charge.',
        education: 'M.S. in Mechanical Engineering, Cedar Reach University',
      },
      {
        name: 'Benedikt Sauer',
        position: 'Head of Manufacturing',
        bio: 'Runs Verdigo\'s three factories and cut the time to build one car by almost a third since 2020.',
        education: 'B.Eng. in Production Engineering, Emberton Polytechnic',
      },
      {
        name: 'Zanele Dube',
        position: 'Chief Software Officer',
        bio: 'Oversees the in-car software and the over-the-air updates that add features to cars already on the road.',
        education: 'B.S. in Computer Science, Halcyon Point University',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 14_200_000_000, netIncome: 822_000_000, totalAssets: 96_400_000_000, earningsPerShare: 0.59 },
      { quarter: '2026-Q2', revenue: 13_600_000_000, netIncome: 760_000_000, totalAssets: 93_800_000_000, earningsPerShare: 0.54 },
      { quarter: '2026-Q1', revenue: 12_800_000_000, netIncome: 655_000_000, totalAssets: 91_200_000_000, earningsPerShare: 0.47 },
      { quarter: '2025-Q4', revenue: 13_100_000_000, netIncome: 704_000_000, totalAssets: 89_500_000_000, earningsPerShare: 0.50 },
    ],
    news: [
      {
        headline: 'Verdigo Unveils "Sprig Lite," Its Most Affordable Electric Car Yet',
        summary:
          'The new compact car is priced to compete directly with small gasoline hatchbacks and goes on sale next spring.',
        content:
          'The Sprig Lite uses a smaller, cheaper battery but still offers about 320 kilometers of range. Verdigo says simpler interior parts and a new factory line helped cut costs. Analysts think a lower price could open up a much larger group of buyers, including young first-time drivers.',
        newsType: 'product_launch',
        sentiment: 'positive',
        impactScore: 7.1,
        hoursAgo: 26,
      },
      {
        headline: 'Verdigo Posts Record Q3 With 248,000 Cars Delivered',
        summary:
          'Revenue reached 14.2 billion Bolts and net income rose to 822 million Bolts.',
        content:
          'Deliveries rose about 5% from the second quarter, led by strong demand for the Canopy SUV. Profit per car improved as battery costs came down. The company kept its target of delivering close to one million cars this year.',
        newsType: 'earnings',
        sentiment: 'positive',
        impactScore: 4.3,
        hoursAgo: 72,
      },
      {
        headline: 'Verdigo Fixes Headlight Glitch With Software Recall',
        summary:
          'About 90,000 cars will receive a wireless software update after regulators flagged a headlight-dimming problem.',
        content:
          'In some cars, the automatic high beams did not dim quickly enough for oncoming traffic. Because the fix is a software update, owners will not need to visit a service center. The recall is expected to cost little, but it adds to questions about how carefully Verdigo tests new features.',
        newsType: 'regulatory',
        sentiment: 'negative',
        impactScore: -1.35,
        hoursAgo: 185,
      },
      {
        headline: 'Verdigo Opens Its Fast Chargers to Other Car Brands',
        summary:
          'Drivers of any electric car will be able to use about half of Verdigo\'s fast-charging stations starting next month.',
        content:
          'Other drivers will pay a higher per-kilowatt price than Verdigo owners. The move could bring in more charging revenue, but it may also make stations busier for Verdigo customers. Analysts called the overall financial effect small for now.',
        newsType: 'partnership',
        sentiment: 'neutral',
        impactScore: 0.8,
        hoursAgo: 232,
      },
    ],
  },
  {
    name: 'Zippwell Micromobility',
    symbol: 'ZPWL',
    logo: '🛴',
    category: 'automotive',
    sector: 'Consumer Discretionary',
    industry: 'E-Bikes & Scooters',
    description:
      'Zippwell makes e-bikes and electric kick scooters for commuters and students, and runs scooter-sharing fleets in 60 cities.',
    story:
      'Zippwell began in 2017 when two college roommates in Larkspur Bay built an e-scooter from spare parts to get to early-morning classes on a hilly campus. Their scooter-sharing service spread quickly to other college towns. In 2021 the company started selling its own e-bikes, which now bring in more than half of its revenue. Zippwell has not yet made a profit, but it is cutting costs and aims to break even by the end of 2027.',
    ceo: 'Mateo Fairweather',
    headquarters: 'Larkspur Bay',
    website: 'https://www.zippwell.example',
    businessModel:
      'Zippwell sells e-bikes and scooters online and through bike shops, and earns per-minute fees from riders using its sharing fleets. It also sells replacement batteries, repairs and a theft-protection subscription.',
    competitiveAdvantages:
      'Swappable batteries let fleet workers change a scooter\'s battery in seconds instead of hauling it away to charge, which lowers operating costs. Data from millions of trips helps Zippwell place scooters where riders need them most.',
    keyRisks:
      'The company is still losing money and may need to raise more cash, which could shrink existing shareholders\' ownership stake. Cities can change the rules for shared scooters at any time, and sales drop sharply in cold, rainy months.',
    price: 9.85,
    changePercent: -2.96,
    volume: 11_400_000,
    marketCap: 5_122_000_000,
    employees: 5_600,
    founded: 2017,
    leadership: [
      {
        name: 'Mateo Fairweather',
        position: 'Chief Executive Officer',
        bio: 'Co-founded Zippwell as an engineering student and built the first prototype scooter in a campus workshop. He still rides a Zippwell e-bike to work every day.',
        education: 'B.S. in Mechanical Engineering, Larkspur Bay University',
      },
      {
        name: 'Ayesha Siddiqui',
        position: 'Chief Financial Officer',
        bio: 'Joined in 2023 to lead the plan to reach break-even. She previously managed finances at a regional bus operator.',
        education: 'M.S. in Finance, Torrent City School of Management',
      },
      {
        name: 'Jonah Whitlock',
        position: 'Chief Product Officer',
        bio: 'Zippwell\'s other co-founder, who designed the swappable battery system. He leads the design of every new bike and scooter.',
        education: 'B.S. in Product Design, Larkspur Bay University',
      },
      {
        name: 'Chiara Benedetti',
        position: 'Head of City Partnerships',
        bio: 'Works with city governments to win scooter-sharing permits and plan safe parking zones.',
        education: 'M.P.A. in Public Administration, Halcyon Point University',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 412_000_000, netIncome: -36_000_000, totalAssets: 2_310_000_000, earningsPerShare: -0.07 },
      { quarter: '2026-Q2', revenue: 448_000_000, netIncome: -12_000_000, totalAssets: 2_350_000_000, earningsPerShare: -0.02 },
      { quarter: '2026-Q1', revenue: 301_000_000, netIncome: -54_000_000, totalAssets: 2_280_000_000, earningsPerShare: -0.10 },
      { quarter: '2025-Q4', revenue: 256_000_000, netIncome: -61_000_000, totalAssets: 2_360_000_000, earningsPerShare: -0.12 },
    ],
    news: [
      {
        headline: 'Zippwell\'s Q3 Loss Widens as Price Cuts Weigh on Margins',
        summary:
          'The company lost 36 million Bolts in the third quarter, up from a 12 million Bolt loss in the second quarter.',
        content:
          'Zippwell cut e-bike prices over the summer to compete with cheaper rivals, which lowered its profit on each bike sold. Revenue also dipped from the spring peak. The company said it still expects to break even by the end of 2027, but some analysts doubt that timeline.',
        newsType: 'earnings',
        sentiment: 'negative',
        impactScore: -4.2,
        hoursAgo: 11,
      },
      {
        headline: 'Zippwell Wins Five-Year Scooter-Sharing Permit in Cedar Reach',
        summary:
          'Cedar Reach chose Zippwell as one of only two companies allowed to run shared scooters in the city.',
        content:
          'Long permits give sharing companies more certainty to invest in scooters and charging hubs. Zippwell agreed to add 200 new parking zones and a helmet-lending program. The city is one of the largest where the company operates.',
        newsType: 'regulatory',
        sentiment: 'positive',
        impactScore: 3.1,
        hoursAgo: 95,
      },
      {
        headline: 'Zippwell Launches Foldable "Zipfold" E-Bike for Students',
        summary:
          'The lightweight Zipfold folds in half to fit under a desk or in a train luggage rack.',
        content:
          'The Zipfold is Zippwell\'s lightest e-bike so far, weighing about 15 kilograms. It is priced below the company\'s other models to attract students and city commuters. Early online preorders were stronger than the company expected.',
        newsType: 'product_launch',
        sentiment: 'positive',
        impactScore: 2.35,
        hoursAgo: 175,
      },
    ],
  },
  {
    name: 'Wrenfield Trucks',
    symbol: 'WRNF',
    logo: '🚚',
    category: 'automotive',
    sector: 'Industrials',
    industry: 'Heavy Trucks',
    description:
      'Wrenfield builds heavy-duty trucks, delivery vans and school buses, and is rolling out battery-electric and hydrogen versions of its best-selling models.',
    story:
      'Wrenfield was founded in 1952 by a family of blacksmiths in Redkettle who started building sturdy logging trucks for nearby timber camps. Their trucks became famous for running a million kilometers with regular maintenance. Today Wrenfield sells trucks in more than 40 countries and earns a large share of its profit from parts and service. It delivered its 10,000th electric delivery van this year and is testing hydrogen-powered long-haul trucks.',
    ceo: 'Ruth Kimani',
    headquarters: 'Redkettle',
    website: 'https://www.wrenfield.example',
    businessModel:
      'Wrenfield sells trucks to freight companies, delivery fleets and school districts, mostly through independent dealers. After each sale it keeps earning money for years from spare parts, maintenance contracts, financing and fleet-tracking software subscriptions.',
    competitiveAdvantages:
      'A reputation for durability and a service network of more than 2,000 dealer locations keep fleet customers loyal. The parts-and-service business stays steady and profitable even when new-truck sales slow down.',
    keyRisks:
      'Truck sales are cyclical: when the economy slows, freight companies delay buying new trucks. Developing electric and hydrogen trucks is expensive, and stricter emissions rules could require even more spending.',
    price: 92.3,
    changePercent: 0.37,
    volume: 2_840_000,
    marketCap: 48_919_000_000,
    employees: 61_000,
    founded: 1952,
    leadership: [
      {
        name: 'Ruth Kimani',
        position: 'Chief Executive Officer',
        bio: 'An engineer who has spent 25 years at Wrenfield, starting on the engine test track. She became CEO in 2020 and launched the electric van program.',
        education: 'M.S. in Mechanical Engineering, Redkettle Institute of Technology',
      },
      {
        name: 'Callum McAllister',
        position: 'Chief Financial Officer',
        bio: 'Oversees Wrenfield\'s truck-financing arm as well as the company\'s budgets. He is known for planning ahead for downturns.',
        education: 'B.A. in Economics, Oakmoor University',
      },
      {
        name: 'Sunita Rao',
        position: 'Chief Engineer, Alternative Powertrains',
        bio: 'Leads the teams developing Wrenfield\'s electric and hydrogen trucks. She holds more than 30 patents on fuel-cell cooling.',
        education: 'Ph.D. in Chemical Engineering, Emberton Polytechnic',
      },
      {
        name: 'Luis Echeverría',
        position: 'President, Parts & Service',
        bio: 'Runs the parts warehouses and dealer service network, Wrenfield\'s most profitable division.',
        education: 'MBA, Torrent City School of Management',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 8_920_000_000, netIncome: 641_000_000, totalAssets: 41_300_000_000, earningsPerShare: 1.21 },
      { quarter: '2026-Q2', revenue: 9_140_000_000, netIncome: 676_000_000, totalAssets: 40_900_000_000, earningsPerShare: 1.28 },
      { quarter: '2026-Q1', revenue: 8_610_000_000, netIncome: 598_000_000, totalAssets: 40_200_000_000, earningsPerShare: 1.13 },
      { quarter: '2025-Q4', revenue: 8_870_000_000, netIncome: 612_000_000, totalAssets: 39_800_000_000, earningsPerShare: 1.15 },
    ],
    news: [
      {
        headline: 'Wrenfield Signs Deal to Supply 1,200 Electric School Buses',
        summary:
          'A group of school districts around Oakmoor will replace their diesel buses with Wrenfield electric models over three years.',
        content:
          'The districts say electric buses will cut fuel and maintenance costs and reduce exhaust near schools. The deal includes charging equipment and a ten-year service contract. It is Wrenfield\'s largest electric bus order so far.',
        newsType: 'partnership',
        sentiment: 'positive',
        impactScore: 3.9,
        hoursAgo: 33,
      },
      {
        headline: 'Wrenfield Q3 Sales Dip Slightly as Freight Demand Cools',
        summary:
          'Revenue slipped to 8.92 billion Bolts from 9.14 billion in the second quarter, while profit stayed solid.',
        content:
          'Some freight companies are waiting to order new trucks until shipping demand picks up. Parts and service revenue grew 4%, helping to balance weaker truck sales. Management said it expects a similar pattern for the rest of the year.',
        newsType: 'earnings',
        sentiment: 'neutral',
        impactScore: -0.6,
        hoursAgo: 81,
      },
      {
        headline: 'Supplier Strike Pauses One Wrenfield Assembly Line',
        summary:
          'A strike at a company that makes truck axles has halted production on one of Wrenfield\'s eight assembly lines.',
        content:
          'Wrenfield said it has enough axles stored to keep its other lines running for about three weeks. If the strike lasts longer, deliveries of some heavy trucks could be delayed. The company is looking for backup suppliers.',
        newsType: 'operational',
        sentiment: 'negative',
        impactScore: -2.45,
        hoursAgo: 158,
      },
    ],
  },
  {
    name: 'Wayfinch Autonomy',
    symbol: 'WYFN',
    logo: '🚐',
    category: 'automotive',
    sector: 'Industrials',
    industry: 'Autonomous Vehicles',
    description:
      'Wayfinch builds self-driving electric shuttles that run fixed routes at airports, university campuses, theme parks and downtown districts.',
    story:
      'Wayfinch was founded in 2019 by robotics researchers who believed self-driving vehicles would succeed first on short, predictable routes rather than on open highways. Its first shuttle carried students around the Halcyon Point university campus at a careful 20 km/h. Today the company runs routes in 14 cities, with a safety operator still on board in most of them. Wayfinch is spending heavily on research and expects to keep losing money for a few more years while it proves its shuttles can safely run without staff.',
    ceo: 'Elif Demirci',
    headquarters: 'Halcyon Point',
    website: 'https://www.wayfinch.example',
    businessModel:
      'Wayfinch sells "shuttle-as-a-service" contracts: cities, airports and campuses pay a monthly fee per shuttle, and Wayfinch provides the vehicles, software, maintenance and remote monitoring. Multi-year contracts give it predictable revenue as its fleet grows.',
    competitiveAdvantages:
      'Focusing on fixed routes makes the driving task simpler and lets Wayfinch map every route in great detail. It has completed more than 9 million passenger trips without a serious injury, which helps win approval from regulators.',
    keyRisks:
      'The company loses more than 100 million Bolts every quarter and depends on cash raised from investors. A single accident could cause regulators to pause its routes, and safety rules for driverless vehicles are still being written.',
    price: 24.15,
    changePercent: 6.75,
    volume: 16_800_000,
    marketCap: 9_418_500_000,
    employees: 3_100,
    founded: 2019,
    leadership: [
      {
        name: 'Elif Demirci',
        position: 'Chief Executive Officer',
        bio: 'A former robotics professor who co-founded Wayfinch with two of her graduate students. She argues that boring, predictable routes are the safest place to start.',
        education: 'Ph.D. in Robotics, Halcyon Point University',
      },
      {
        name: 'Ignacio Ferrer',
        position: 'Chief Technology Officer',
        bio: 'Co-founder who leads the team building the shuttle\'s camera and sensor software.',
        education: 'Ph.D. in Computer Vision, Halcyon Point University',
      },
      {
        name: 'Xiaoling Fang',
        position: 'Chief Safety Officer',
        bio: 'Previously designed safety systems for passenger trains. She must approve every new route before it opens to the public.',
        education: 'M.S. in Systems Safety Engineering, Ironvale Institute of Technology',
      },
      {
        name: 'Nathaniel Brightman',
        position: 'Chief Financial Officer',
        bio: 'Manages Wayfinch\'s cash reserves and investor fundraising. He joined in 2022 from a venture capital firm.',
        education: 'MBA, Cedar Reach University',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 96_000_000, netIncome: -128_000_000, totalAssets: 4_620_000_000, earningsPerShare: -0.33 },
      { quarter: '2026-Q2', revenue: 81_000_000, netIncome: -134_000_000, totalAssets: 4_780_000_000, earningsPerShare: -0.34 },
      { quarter: '2026-Q1', revenue: 64_000_000, netIncome: -141_000_000, totalAssets: 4_950_000_000, earningsPerShare: -0.36 },
      { quarter: '2025-Q4', revenue: 52_000_000, netIncome: -139_000_000, totalAssets: 5_120_000_000, earningsPerShare: -0.36 },
    ],
    news: [
      {
        headline: 'Wayfinch Approved to Run Staff-Free Shuttles at Emberton Airport',
        summary:
          'For the first time, Wayfinch shuttles will carry passengers between terminals with no safety operator on board.',
        content:
          'Regulators approved the plan after reviewing more than a year of safety data from the airport route. Running without an operator greatly lowers the cost of each shuttle, which is key to Wayfinch ever making a profit. The shares jumped on the news.',
        newsType: 'regulatory',
        sentiment: 'positive',
        impactScore: 8.15,
        hoursAgo: 2,
      },
      {
        headline: 'Wayfinch Revenue Climbs Nearly 19% in Q3, but Losses Continue',
        summary:
          'Revenue rose to 96 million Bolts, while the company lost 128 million Bolts.',
        content:
          'New contracts at two universities added revenue, and the quarterly loss was a little smaller than in the second quarter. Wayfinch still spends far more on research than it earns. It has about 3.8 billion Bolts of cash, which it says will last several years.',
        newsType: 'earnings',
        sentiment: 'neutral',
        impactScore: 0.2,
        hoursAgo: 64,
      },
      {
        headline: 'Wayfinch Pauses Downtown Route After Minor Curb Collision',
        summary:
          'A shuttle clipped a curb while avoiding a delivery cart in Torrent City; no one was hurt.',
        content:
          'Wayfinch paused the route for a safety review, as its rules require after any collision. Investigators found that the shuttle reacted correctly but misjudged the turn\'s width. The company plans to update its software before restarting the route.',
        newsType: 'operational',
        sentiment: 'negative',
        impactScore: -3.7,
        hoursAgo: 205,
      },
    ],
  },
  {
    name: 'Xyloton Cells',
    symbol: 'XYLT',
    logo: '🔋',
    category: 'automotive',
    sector: 'Consumer Discretionary',
    industry: 'Auto Parts & Batteries',
    description:
      'Xyloton makes battery packs for electric vehicles, along with electric motors, charging parts and battery-recycling services for automakers around the world.',
    story:
      'Xyloton started in 2001 as a small lab in Emberton making rechargeable batteries for power tools and laptops. When electric cars began to take off, it redesigned its cells to be larger and safer, and it signed its first automaker contract in 2012. Xyloton now supplies battery packs to more than a dozen vehicle brands. Its newest plant recycles worn-out car batteries, recovering lithium, cobalt and nickel to make new cells.',
    ceo: 'Astrid Vogel',
    headquarters: 'Emberton',
    website: 'https://www.xyloton.example',
    businessModel:
      'Xyloton sells battery packs and parts to automakers under multi-year supply contracts, which makes its revenue fairly predictable. It also earns fees from recycling old batteries and licensing its battery-management software.',
    competitiveAdvantages:
      'Huge factories let it make each battery more cheaply than smaller rivals, and its strong safety record has earned long contracts from automakers. Recycling gives it its own supply of valuable metals.',
    keyRisks:
      'A handful of large automakers make up most of its sales, so losing one contract would hurt. Prices of lithium and other metals can swing sharply, and new battery chemistries from rivals could make its products less competitive.',
    price: 71.4,
    changePercent: 1.12,
    volume: 4_630_000,
    marketCap: 48_552_000_000,
    employees: 34_000,
    founded: 2001,
    leadership: [
      {
        name: 'Astrid Vogel',
        position: 'Chief Executive Officer',
        bio: 'Joined Xyloton as a lab chemist in 2003 and helped design its first car battery cell. She became CEO in 2018.',
        education: 'Ph.D. in Materials Science, Emberton Polytechnic',
      },
      {
        name: 'Desmond Okonjo',
        position: 'Chief Financial Officer',
        bio: 'Negotiates the long-term metal-purchasing contracts that protect Xyloton from sudden price jumps.',
        education: 'M.S. in Accounting, Oakmoor University',
      },
      {
        name: 'Jae-won Park',
        position: 'Chief Technology Officer',
        bio: 'Leads research on next-generation solid-state batteries that could charge faster and hold more energy.',
        education: 'Ph.D. in Electrochemistry, Ironvale Institute of Technology',
      },
      {
        name: 'Marisol Acosta',
        position: 'Head of Recycling',
        bio: 'Built Xyloton\'s battery-recycling plant from a small pilot. She previously worked on cleaning up old mining sites.',
        education: 'M.S. in Environmental Chemistry, Cedar Reach University',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 5_310_000_000, netIncome: 462_000_000, totalAssets: 29_100_000_000, earningsPerShare: 0.68 },
      { quarter: '2026-Q2', revenue: 5_060_000_000, netIncome: 431_000_000, totalAssets: 28_400_000_000, earningsPerShare: 0.63 },
      { quarter: '2026-Q1', revenue: 4_740_000_000, netIncome: 389_000_000, totalAssets: 27_600_000_000, earningsPerShare: 0.57 },
      { quarter: '2025-Q4', revenue: 4_880_000_000, netIncome: 402_000_000, totalAssets: 27_100_000_000, earningsPerShare: 0.59 },
    ],
    news: [
      {
        headline: 'Xyloton Recycling Plant Reaches Full Capacity',
        summary:
          'The plant can now process batteries from about 150,000 vehicles a year.',
        content:
          'Recovered metals cover about 12% of the materials Xyloton needs to build new cells. Using recycled metals can be cheaper than buying newly mined ones when prices are high. The company plans to build a second plant by 2028.',
        newsType: 'operational',
        sentiment: 'positive',
        impactScore: 1.55,
        hoursAgo: 8,
      },
      {
        headline: 'Xyloton to Supply Batteries for Wrenfield Electric Trucks',
        summary:
          'A new eight-year deal makes Xyloton the main battery supplier for Wrenfield\'s electric delivery vans and buses.',
        content:
          'Truck batteries are much larger than car batteries, so each vehicle means more sales for Xyloton. The deal also reduces the company\'s reliance on passenger-car makers. Production for the contract will start next year at its Emberton factory.',
        newsType: 'partnership',
        sentiment: 'positive',
        impactScore: 4.6,
        hoursAgo: 45,
      },
      {
        headline: 'Xyloton Q3 Profit Rises 7% on Strong Battery Demand',
        summary:
          'Net income reached 462 million Bolts on revenue of 5.31 billion Bolts.',
        content:
          'Higher orders from electric SUV makers drove the increase. Profit margins improved slightly as the company\'s newest factory ran closer to full speed. Xyloton raised its forecast for the full year.',
        newsType: 'earnings',
        sentiment: 'positive',
        impactScore: 3.2,
        hoursAgo: 120,
      },
      {
        headline: 'Lithium Prices Climb, Raising Costs for Battery Makers',
        summary:
          'Lithium prices rose about 18% this month after a major mine reported production problems.',
        content:
          'Lithium is one of the main ingredients in electric-vehicle batteries. Xyloton said most of its supply is bought at fixed prices, but the rest will cost more. If prices stay high, battery makers may try to pass costs on to automakers.',
        newsType: 'market_update',
        sentiment: 'negative',
        impactScore: -2.05,
        hoursAgo: 222,
      },
    ],
  },
  {
    name: 'Yardhop Carshare',
    symbol: 'YDHP',
    logo: '🔑',
    category: 'automotive',
    sector: 'Industrials',
    industry: 'Car Sharing & Rental',
    description:
      'Yardhop lets members rent cars parked around their neighborhoods by the hour or day using a phone app, with fuel or charging, insurance and parking included.',
    story:
      'Yardhop was founded in 2012 in Cedar Reach, where parking was so expensive that many residents sold their cars but still needed one for weekend trips. The founders started with 40 hatchbacks parked in apartment courtyards, which inspired the name. Yardhop now has about 38,000 vehicles in 70 cities, and nearly half of its fleet is electric. After years of losses, the company has recently begun turning small profits and is focused on keeping its cars in use for more hours each day.',
    ceo: 'Bongani Sithole',
    headquarters: 'Cedar Reach',
    website: 'https://www.yardhop.example',
    businessModel:
      'Members pay a monthly or yearly fee plus an hourly or daily charge each time they drive. Because Yardhop owns or leases its cars, its profit depends on keeping each car rented as many hours as possible, and corporate accounts that share cars among employees add extra income.',
    competitiveAdvantages:
      'Reserved parking spots in busy neighborhoods are hard for competitors to get. Its in-house app and keyless unlocking make renting take less than a minute, and data from millions of trips shows where cars are needed most.',
    keyRisks:
      'Profits are very thin, so higher repair or insurance costs, or fewer rentals, could quickly lead to losses. Ride-hailing services and traditional rental companies compete for the same customers.',
    price: 15.2,
    changePercent: -0.66,
    volume: 3_050_000,
    marketCap: 3_952_000_000,
    employees: 4_700,
    founded: 2012,
    leadership: [
      {
        name: 'Bongani Sithole',
        position: 'Chief Executive Officer',
        bio: 'Previously ran bus operations for the city of Cedar Reach. He became Yardhop\'s CEO in 2019 and led its push toward profitability.',
        education: 'M.S. in Urban Planning, Cedar Reach University',
      },
      {
        name: 'Claire Fontaine',
        position: 'Chief Financial Officer',
        bio: 'Manages the financing of Yardhop\'s fleet and the move to leasing more electric cars. She previously worked at an equipment-leasing firm.',
        education: 'B.S. in Finance, Larkspur Bay University',
      },
      {
        name: 'Arjun Malhotra',
        position: 'Chief Technology Officer',
        bio: 'Built the keyless-entry system that lets members unlock cars with their phones. He leads the app and data teams.',
        education: 'B.Tech. in Computer Engineering, Halcyon Point University',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 482_000_000, netIncome: 12_000_000, totalAssets: 2_920_000_000, earningsPerShare: 0.05 },
      { quarter: '2026-Q2', revenue: 455_000_000, netIncome: 7_000_000, totalAssets: 2_880_000_000, earningsPerShare: 0.03 },
      { quarter: '2026-Q1', revenue: 398_000_000, netIncome: -9_000_000, totalAssets: 2_840_000_000, earningsPerShare: -0.03 },
      { quarter: '2025-Q4', revenue: 421_000_000, netIncome: 2_000_000, totalAssets: 2_810_000_000, earningsPerShare: 0.01 },
    ],
    news: [
      {
        headline: 'Torrent City Proposes Fees on Car-Share Parking Spots',
        summary:
          'A new city proposal would charge car-sharing companies a yearly fee for each reserved street parking space.',
        content:
          'Yardhop has about 2,400 cars parked on Torrent City streets, so the fee could add millions of Bolts in yearly costs. The company argues that each shared car replaces several private cars and frees up parking. The city council will vote on the proposal next month.',
        newsType: 'regulatory',
        sentiment: 'negative',
        impactScore: -2.3,
        hoursAgo: 4,
      },
      {
        headline: 'Yardhop Posts Second Straight Profitable Quarter',
        summary:
          'The car-sharing company earned 12 million Bolts in the third quarter on revenue of 482 million Bolts.',
        content:
          'Summer road trips kept more cars rented for longer periods. Yardhop also raised its average hourly price slightly without losing members. Investors see the steady profits as a sign that the business model is working.',
        newsType: 'earnings',
        sentiment: 'positive',
        impactScore: 2.7,
        hoursAgo: 100,
      },
      {
        headline: 'Yardhop Adds 5,000 Electric Cars to Its Fleet',
        summary:
          'The new cars will replace older gasoline models in 12 cities over the next six months.',
        content:
          'Electric cars usually cost less to run and maintain, but they cost more to lease up front. Yardhop is also adding chargers at many of its parking spots. The company said the change should not affect its yearly profit forecast.',
        newsType: 'operational',
        sentiment: 'neutral',
        impactScore: 0.45,
        hoursAgo: 148,
      },
    ],
  },
  {
    name: 'Veloquay Motorsport',
    symbol: 'VLQY',
    logo: '🏎️',
    category: 'automotive',
    sector: 'Consumer Discretionary',
    industry: 'Motorsport & Performance Cars',
    description:
      'Veloquay runs racing teams in electric and endurance series, builds limited-run performance road cars, and sells team merchandise and racing-simulator experiences.',
    story:
      'Veloquay was founded in 1963 by a racing mechanic who built his first race car in a boathouse on the Torrent City quay. The team won its first endurance championship in 1978 and became famous for its bright teal cars. Today racing works as the company\'s billboard: trophies and TV coverage help sell Veloquay road cars, merchandise and tickets to its racing-simulator centers. The team recently moved into an all-electric racing series and is using what it learns to design its first electric sports car.',
    ceo: 'Kwabena Asare',
    headquarters: 'Torrent City',
    website: 'https://www.veloquay.example',
    businessModel:
      'Veloquay earns money from selling a few thousand limited-edition sports cars a year, racing sponsorships and prize money, merchandise, and licensing its name to video games and toys. Sales are strongest in the second and third quarters, during racing season.',
    competitiveAdvantages:
      'Six decades of racing history give the Veloquay name strong fan loyalty, which lets it charge premium prices. Technology developed on the track, such as lightweight materials and cooling systems, is reused in its road cars.',
    keyRisks:
      'Results on the track are unpredictable, and a losing season can cool fan excitement and sponsor interest. Sales of expensive cars tend to fall when the economy weakens, and racing is very costly to run.',
    price: 132.8,
    changePercent: 3.05,
    volume: 890_000,
    marketCap: 12_616_000_000,
    employees: 6_200,
    founded: 1963,
    leadership: [
      {
        name: 'Kwabena Asare',
        position: 'Chief Executive Officer',
        bio: 'A former race engineer who designed the aerodynamics of two championship-winning cars. He became CEO in 2021.',
        education: 'M.Eng. in Aerospace Engineering, Torrent City University',
      },
      {
        name: 'Giulia Marchetti',
        position: 'Team Principal',
        bio: 'A former endurance racing driver who now leads Veloquay\'s race teams. She also coaches the company\'s young-driver academy.',
        education: 'B.S. in Mechanical Engineering, Oakmoor University',
      },
      {
        name: 'Sebastian Kroll',
        position: 'Chief Financial Officer',
        bio: 'Keeps the racing budget in check while funding the electric sports-car project.',
        education: 'MBA, Ironvale School of Business',
      },
      {
        name: 'Naledi Khumalo',
        position: 'Chief Marketing Officer',
        bio: 'Grew Veloquay\'s online fan community to 25 million followers and launched its racing-simulator centers.',
        education: 'B.A. in Media Studies, Halcyon Point University',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 742_000_000, netIncome: 88_000_000, totalAssets: 5_120_000_000, earningsPerShare: 0.93 },
      { quarter: '2026-Q2', revenue: 781_000_000, netIncome: 97_000_000, totalAssets: 5_040_000_000, earningsPerShare: 1.02 },
      { quarter: '2026-Q1', revenue: 524_000_000, netIncome: 41_000_000, totalAssets: 4_910_000_000, earningsPerShare: 0.43 },
      { quarter: '2025-Q4', revenue: 468_000_000, netIncome: 22_000_000, totalAssets: 4_860_000_000, earningsPerShare: 0.23 },
    ],
    news: [
      {
        headline: 'Veloquay Wins Electric Endurance Championship in Season Finale',
        summary:
          'Veloquay\'s teal No. 7 car clinched the title in the last race of the season.',
        content:
          'It is the team\'s first championship since switching to electric racing. Wins usually boost merchandise sales and help attract sponsors for the next season. Veloquay shares rose as fans flooded its online store.',
        newsType: 'market_update',
        sentiment: 'positive',
        impactScore: 5.8,
        hoursAgo: 7,
      },
      {
        headline: 'Veloquay Q3 Sales Ease From Summer High',
        summary:
          'Revenue of 742 million Bolts was slightly below the second quarter, in line with the usual racing-season pattern.',
        content:
          'Fewer road cars were delivered in the third quarter because one model was being updated. Merchandise and simulator-center sales held steady. Net income came in at 88 million Bolts.',
        newsType: 'earnings',
        sentiment: 'neutral',
        impactScore: -0.4,
        hoursAgo: 125,
      },
      {
        headline: 'Veloquay Unveils the Tidewing, Its First Electric Sports Car',
        summary:
          'Only 1,500 Tidewings will be built, and deliveries begin in 2027.',
        content:
          'The Tidewing uses a battery cooling system first tested on Veloquay\'s racing cars. The company says it has already received deposits for more than 1,000 cars. Limited runs help keep demand high and prices premium.',
        newsType: 'product_launch',
        sentiment: 'positive',
        impactScore: 4.4,
        hoursAgo: 180,
      },
      {
        headline: 'Racing Series Announces Tighter Spending Caps',
        summary:
          'New rules will limit how much each team can spend on car development starting next season.',
        content:
          'The caps are meant to make racing fairer between rich and smaller teams. Veloquay, one of the bigger spenders, may have to cut parts of its racing program. Some analysts say lower costs could improve profits over time.',
        newsType: 'regulatory',
        sentiment: 'negative',
        impactScore: -1.6,
        hoursAgo: 239,
      },
    ],
  },
  {
    name: 'Umberline Classic Restorations',
    symbol: 'UMBR',
    logo: '🔧',
    category: 'automotive',
    sector: 'Consumer Discretionary',
    industry: 'Automotive Restoration & Services',
    description:
      'Umberline restores vintage cars from the 1950s to the 1980s, makes hard-to-find replacement parts, and converts some classics to electric power.',
    story:
      'Umberline began in 1978 in an old barn in Oakmoor, where founder Harold Umber rebuilt rusty roadsters on weekends with help from his neighbors. By the 1990s, collectors were shipping cars to him from across the country. The company now runs nine workshops and an apprenticeship academy that trains young mechanics in welding, upholstery and engine tuning. Its fastest-growing business converts classic cars to electric motors while keeping their original look.',
    ceo: 'Winifred Oduya',
    headquarters: 'Oakmoor',
    website: 'https://www.umberline.example',
    businessModel:
      'Umberline charges customers for restorations that can take months and cost hundreds of thousands of Bolts, and it sells reproduction parts online to hobbyists. Electric conversions and yearly maintenance plans bring repeat business.',
    competitiveAdvantages:
      'Craft skills like metal shaping and old-engine tuning take years to learn, and its apprenticeship academy provides a steady pipeline of trained workers. It also owns the tools and molds to reproduce thousands of discontinued parts.',
    keyRisks:
      'Many customers are wealthy collectors whose spending drops when financial markets fall. Skilled workers are hard to find, and a few very large projects can make quarterly results bumpy.',
    price: 33.5,
    changePercent: -0.24,
    volume: 310_000,
    marketCap: 1_943_000_000,
    employees: 1_450,
    founded: 1978,
    leadership: [
      {
        name: 'Winifred Oduya',
        position: 'Chief Executive Officer',
        bio: 'Joined Umberline as an apprentice upholsterer in 1996 and worked her way up through every workshop role. She became CEO in 2017.',
        education: 'Associate Degree in Automotive Technology, Oakmoor Community College',
      },
      {
        name: 'Pieter van der Berg',
        position: 'Chief Financial Officer',
        bio: 'Introduced fixed-price restoration packages that made Umberline\'s revenue more predictable.',
        education: 'M.S. in Accounting, Redkettle University',
      },
      {
        name: 'Rosa Jiménez-Carter',
        position: 'Head of Electric Conversions',
        bio: 'An electrical engineer who designed Umberline\'s bolt-in electric motor kits for classic cars.',
        education: 'B.S. in Electrical Engineering, Ironvale Institute of Technology',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 121_000_000, netIncome: 11_200_000, totalAssets: 522_000_000, earningsPerShare: 0.19 },
      { quarter: '2026-Q2', revenue: 116_000_000, netIncome: 10_400_000, totalAssets: 514_000_000, earningsPerShare: 0.18 },
      { quarter: '2026-Q1', revenue: 104_000_000, netIncome: 8_100_000, totalAssets: 507_000_000, earningsPerShare: 0.14 },
      { quarter: '2025-Q4', revenue: 109_000_000, netIncome: 9_300_000, totalAssets: 501_000_000, earningsPerShare: 0.16 },
    ],
    news: [
      {
        headline: 'Proposed Rules Could Limit Electric Conversions of Older Cars',
        summary:
          'Transport officials want every converted classic car to pass a new, more expensive safety inspection.',
        content:
          'The extra inspection could add thousands of Bolts to the cost of each conversion. Umberline said it supports safety checks but hopes the rules will be simplified. Electric conversions are its fastest-growing business, so investors are watching closely.',
        newsType: 'regulatory',
        sentiment: 'negative',
        impactScore: -2.9,
        hoursAgo: 19,
      },
      {
        headline: 'Umberline Apprenticeship Academy Doubles Its Class Size',
        summary:
          'The academy will train 120 new apprentices next year, up from 60.',
        content:
          'Apprentices earn a wage while they learn and often stay on as full-time restorers. A bigger workforce should let Umberline take on more projects and shorten its waiting list, which is currently about 14 months. The company is also partnering with local high schools to offer introductory workshops.',
        newsType: 'operational',
        sentiment: 'positive',
        impactScore: 1.45,
        hoursAgo: 57,
      },
      {
        headline: 'Umberline Reports Steady Q3 Earnings',
        summary:
          'Net income of 11.2 million Bolts was slightly higher than in the previous quarter.',
        content:
          'Revenue rose to 121 million Bolts as three large restoration projects were completed. Parts sales were flat. Management said its order book is full into the second half of next year.',
        newsType: 'earnings',
        sentiment: 'neutral',
        impactScore: 0.3,
        hoursAgo: 143,
      },
    ],
  },
];
