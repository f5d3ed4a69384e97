// Hand-written seed content: eight fictional technology companies.
// Amounts are in whole Bolts (or Bolts with cents for prices and earnings per share).
import type { SeedCompany } from '../seed-types.ts';

export const technologyCompanies: SeedCompany[] = [
  {
    name: 'Canopyvault Cloud',
    symbol: 'CNPV',
    logo: '☁️',
    category: 'technology',
    sector: 'Technology',
    industry: 'Cloud Computing',
    description:
      'Canopyvault rents out computing power, storage and databases so other companies can run their apps without owning servers. It is one of the largest cloud providers in the game world.',
    story:
      'Canopyvault began in 2004 as a two-room hosting shop that kept websites online for local bakeries and bike repair shops. Its founders noticed that customers mostly wanted to pay only for the computer time they actually used, so they built one of the first pay-as-you-go storage services. The idea caught on with fast-growing startups, and the company now operates data centers on four continents. Its next big goal is running every data center on renewable power by the end of the decade.',
    ceo: 'Priya Valdemar',
    headquarters: 'Skyhaven',
    website: 'https://www.canopyvault.example',
    businessModel:
      'Customers pay monthly for the computing, storage and network traffic they use, and larger clients sign multi-year contracts in exchange for discounts. Extra revenue comes from paid support plans and ready-made database and analytics tools.',
    competitiveAdvantages:
      'Moving years of data and software to a new provider is slow and expensive, so customers tend to stay once they join. Its huge scale lets it buy hardware and electricity more cheaply than smaller rivals.',
    keyRisks:
      'Building data centers costs billions of Bolts up front, and a price war with rival clouds could squeeze profits. A major outage can damage trust with thousands of customers at once.',
    price: 184.2,
    changePercent: 1.34,
    volume: 14_820_000,
    marketCap: 221_040_000_000,
    employees: 48_000,
    founded: 2004,
    leadership: [
      {
        name: 'Priya Valdemar',
        position: 'Chief Executive Officer',
        bio: 'Priya joined Canopyvault as its fifth engineer and ran the storage team before becoming CEO in 2019. She is known for walking data-center floors with new hires on their first day.',
        education: 'MSc Computer Science, Skyhaven Institute of Technology',
      },
      {
        name: 'Tomasz Achterberg',
        position: 'Chief Financial Officer',
        bio: 'Tomasz spent twelve years planning budgets for a shipping group before moving into tech. He oversees the company’s multi-billion-Bolt construction budget.',
        education: 'MBA, Port Calloway Business School',
      },
      {
        name: 'Adaeze Nwankwo-Reyes',
        position: 'Chief Technology Officer',
        bio: 'Adaeze designed the cooling system used in Canopyvault’s newest data centers. She now leads research into more energy-efficient servers.',
        education: 'PhD Electrical Engineering',
      },
      {
        name: 'Kenji Hallorann',
        position: 'Chief Sustainability Officer',
        bio: 'Kenji negotiates the wind and solar contracts that power the company’s facilities. He previously worked on community energy projects.',
        education: 'MSc Environmental Science',
      },
    ],
    financials: [
      {
        quarter: '2026-Q3',
        revenue: 9_480_000_000,
        netIncome: 2_106_000_000,
        totalAssets: 142_300_000_000,
        earningsPerShare: 1.75,
      },
      {
        quarter: '2026-Q2',
        revenue: 9_120_000_000,
        netIncome: 1_987_000_000,
        totalAssets: 138_900_000_000,
        earningsPerShare: 1.66,
      },
      {
        quarter: '2026-Q1',
        revenue: 8_760_000_000,
        netIncome: 1_902_000_000,
        totalAssets: 135_400_000_000,
        earningsPerShare: 1.58,
      },
      {
        quarter: '2025-Q4',
        revenue: 8_915_000_000,
        netIncome: 1_874_000_000,
        totalAssets: 131_800_000_000,
        earningsPerShare: 1.56,
      },
    ],
    news: [
      {
        headline: 'Canopyvault beats forecasts as storage demand keeps climbing',
        summary:
          'Quarterly revenue rose to 9.48 billion Bolts, ahead of what analysts expected. Growth came mostly from customers storing more video and sensor data.',
        content:
          'Canopyvault reported third-quarter revenue of 9.48 billion Bolts, up about 4% from the previous quarter. Profit grew faster than sales because newer data centers use less electricity per server. Management said demand for long-term storage was the strongest it has been in three years. The company kept its plan to open two new regions next year.',
        newsType: 'earnings',
        sentiment: 'positive',
        impactScore: 4.2,
        hoursAgo: 6,
      },
      {
        headline: 'Transit authority picks Canopyvault to run its live route maps',
        summary:
          'The Marrowdale Transit Authority signed a five-year deal to host its bus and tram tracking apps on Canopyvault.',
        content:
          'Riders in Marrowdale will soon see live arrival times powered by Canopyvault servers. The contract is small compared with the company’s total revenue, but analysts say public-sector wins often lead to similar deals in other cities. Canopyvault will also train the transit agency’s staff to manage the system.',
        newsType: 'partnership',
        sentiment: 'positive',
        impactScore: 2.8,
        hoursAgo: 52,
      },
      {
        headline: 'Three-hour outage hits Canopyvault’s eastern region',
        summary:
          'A faulty network update knocked some customer websites offline for about three hours before engineers rolled it back.',
        content:
          'Several online shops and a popular recipe app went dark during the outage in Canopyvault’s eastern region. The company said an automated network change was pushed to too many servers at once. It has promised to slow down future rollouts and to credit affected customers on their next bills. Outages like this are a reminder that even big cloud providers are not perfect.',
        newsType: 'operational',
        sentiment: 'negative',
        impactScore: -3.1,
        hoursAgo: 130,
      },
      {
        headline: 'New data-residency rules give cloud providers two years to adapt',
        summary:
          'Regulators finalized rules requiring some personal data to be stored inside the country where it was collected.',
        content:
          'The new rules affect every large cloud provider, not just Canopyvault. The company says it already has local data centers in most of the affected countries, so the cost should be modest. Analysts expect little change to earnings in the near term.',
        newsType: 'regulatory',
        sentiment: 'neutral',
        impactScore: 0.3,
        hoursAgo: 210,
      },
    ],
  },
  {
    name: 'Dreamplank Games',
    symbol: 'DRPK',
    logo: '🎮',
    category: 'technology',
    sector: 'Technology',
    industry: 'Video Games',
    description:
      'Dreamplank makes adventure and puzzle games for consoles, PCs and phones. Its best-known series, Lanternfall, follows a young inventor exploring floating islands.',
    story:
      'Dreamplank was founded in 1998 by three friends who met at a college game-design club and built their first puzzle game on borrowed computers. The studio struggled for years until the original Lanternfall became a surprise hit thanks to word of mouth. Today it runs five studios and sells games in more than 60 countries. Dreamplank is now experimenting with games that let players build and share their own levels.',
    ceo: 'Marisol Oyelaran',
    headquarters: 'Port Calloway',
    website: 'https://www.dreamplank.example',
    businessModel:
      'Dreamplank earns most of its money selling new games, then keeps players engaged with paid expansion packs and cosmetic items. It also licenses its characters for toys, books and an animated series.',
    competitiveAdvantages:
      'The Lanternfall characters are widely loved, which gives every new release a built-in audience. Its in-house game engine lets small teams build big worlds quickly.',
    keyRisks:
      'Revenue swings a lot depending on when big games launch, and a delay can shift millions of Bolts from one quarter to the next. Players’ tastes change quickly, so a flop can be costly.',
    price: 62.35,
    changePercent: 3.87,
    volume: 4_950_000,
    marketCap: 19_328_500_000,
    employees: 6_200,
    founded: 1998,
    leadership: [
      {
        name: 'Marisol Oyelaran',
        position: 'Chief Executive Officer',
        bio: 'Marisol started at Dreamplank as a level designer on the first Lanternfall game. She became CEO in 2020 and pushed the company into mobile gaming.',
        education: 'BA Interactive Media, Quillport University',
      },
      {
        name: 'Henrik Castellanos',
        position: 'Chief Creative Officer',
        bio: 'Henrik is one of Dreamplank’s three co-founders and still sketches every new character by hand. He leads the studio’s writing and art teams.',
        education: 'BFA Illustration',
      },
      {
        name: 'Yuki Brannigan',
        position: 'Chief Financial Officer',
        bio: 'Yuki previously managed finances for a film studio, where she learned how to budget for hit-or-miss projects. She joined Dreamplank in 2021.',
        education: 'MSc Accounting and Finance',
      },
    ],
    financials: [
      {
        quarter: '2026-Q3',
        revenue: 1_120_000_000,
        netIncome: 142_000_000,
        totalAssets: 6_850_000_000,
        earningsPerShare: 0.46,
      },
      {
        quarter: '2026-Q2',
        revenue: 980_000_000,
        netIncome: 96_000_000,
        totalAssets: 6_610_000_000,
        earningsPerShare: 0.31,
      },
      {
        quarter: '2026-Q1',
        revenue: 1_045_000_000,
        netIncome: 121_000_000,
        totalAssets: 6_540_000_000,
        earningsPerShare: 0.39,
      },
      {
        quarter: '2025-Q4',
        revenue: 1_410_000_000,
        netIncome: 238_000_000,
        totalAssets: 6_720_000_000,
        earningsPerShare: 0.77,
      },
    ],
    news: [
      {
        headline: 'Lanternfall: Skyward Tides sells two million copies in its first weekend',
        summary:
          'The newest Lanternfall adventure became Dreamplank’s fastest-selling launch ever.',
        content:
          'Dreamplank said Lanternfall: Skyward Tides sold more than two million copies across all platforms in three days. Reviewers praised its co-op mode, which lets friends explore the islands together. Strong early sales matter because most of a game’s revenue usually arrives in its first few weeks.',
        newsType: 'product_launch',
        sentiment: 'positive',
        impactScore: 5.6,
        hoursAgo: 3,
      },
      {
        headline: 'Dreamplank delays its racing spin-off to next year',
        summary:
          'The studio pushed back Lanternfall Rally to polish its online multiplayer, moving expected sales into a later quarter.',
        content:
          'Dreamplank told players it needs more time to fix lag in online races. The delay means revenue that analysts expected this holiday season will now arrive next year. Management said releasing a buggy game would hurt the brand more than waiting a few months.',
        newsType: 'operational',
        sentiment: 'negative',
        impactScore: -2.4,
        hoursAgo: 75,
      },
      {
        headline: 'Analysts split on whether game makers can keep up their pace',
        summary:
          'Industry watchers disagree about whether players will keep spending as much on games next year.',
        content:
          'Some analysts think strong releases like Skyward Tides show players are still eager to buy new games. Others warn that families may cut back on entertainment spending if prices rise elsewhere. Dreamplank’s share price has moved in line with the wider gaming industry this month.',
        newsType: 'market_update',
        sentiment: 'neutral',
        impactScore: -0.2,
        hoursAgo: 158,
      },
    ],
  },
  {
    name: 'Aurelith Semiconductor',
    symbol: 'AURS',
    logo: '💾',
    category: 'technology',
    sector: 'Technology',
    industry: 'Semiconductors',
    description:
      'Aurelith designs the processor chips inside laptops, game consoles and data-center servers. It is the largest company in the technology category by market value.',
    story:
      'Aurelith was started in 1979 by a group of engineers who wanted to make calculator chips that used less battery power. That focus on energy efficiency became its trademark as chips moved into personal computers and, later, phones. Aurelith does not own factories; instead it designs chips and pays specialist manufacturers to build them. Demand for chips that train and run artificial-intelligence software has made the last few years its fastest-growing period ever.',
    ceo: 'Oluwaseun Marchetti',
    headquarters: 'Ridgemere',
    website: 'https://www.aurelith.example',
    businessModel:
      'Aurelith sells chips to computer, console and server makers, earning a high profit on each one because the design work is its main cost. It also licenses some of its designs to other chipmakers for a royalty.',
    competitiveAdvantages:
      'Decades of patents and a deep bench of chip designers make its products hard to copy. Software developers have built many tools around Aurelith chips, which encourages customers to keep buying them.',
    keyRisks:
      'Aurelith depends on a handful of outside factories, so any production problem there can limit supply. Trade rules between countries can suddenly restrict where it is allowed to sell its most advanced chips.',
    price: 412.8,
    changePercent: 2.16,
    volume: 21_400_000,
    marketCap: 350_880_000_000,
    employees: 36_500,
    founded: 1979,
    leadership: [
      {
        name: 'Oluwaseun Marchetti',
        position: 'Chief Executive Officer',
        bio: 'Oluwaseun led the team behind Aurelith’s first data-center processor before becoming CEO in 2017. She often says the company’s best ideas come from its youngest engineers.',
        education: 'PhD Computer Engineering, Ridgemere Polytechnic',
      },
      {
        name: 'Björn Kapoor',
        position: 'Chief Operating Officer',
        bio: 'Björn manages relationships with the factories that build Aurelith’s chips. He spent a decade working on factory floors before moving into management.',
        education: 'MEng Materials Science',
      },
      {
        name: 'Camila Fairweather',
        position: 'Chief Financial Officer',
        bio: 'Camila joined from a large industrial company and introduced Aurelith’s first shareholder dividend. She is a regular speaker at financial-literacy events for students.',
        education: 'MBA Finance',
      },
      {
        name: 'Ravi Lindqvist',
        position: 'Head of AI Chip Design',
        bio: 'Ravi’s team designed the chip family that now brings in most of Aurelith’s growth. He holds more than 40 patents.',
        education: 'MSc Electrical Engineering',
      },
    ],
    financials: [
      {
        quarter: '2026-Q3',
        revenue: 14_250_000_000,
        netIncome: 4_310_000_000,
        totalAssets: 118_600_000_000,
        earningsPerShare: 5.07,
      },
      {
        quarter: '2026-Q2',
        revenue: 13_480_000_000,
        netIncome: 3_985_000_000,
        totalAssets: 114_200_000_000,
        earningsPerShare: 4.69,
      },
      {
        quarter: '2026-Q1',
        revenue: 12_110_000_000,
        netIncome: 3_420_000_000,
        totalAssets: 109_900_000_000,
        earningsPerShare: 4.02,
      },
      {
        quarter: '2025-Q4',
        revenue: 11_870_000_000,
        netIncome: 3_305_000_000,
        totalAssets: 106_300_000_000,
        earningsPerShare: 3.89,
      },
    ],
    news: [
      {
        headline: 'Aurelith posts record quarter on AI chip demand',
        summary:
          'Revenue jumped to 14.25 billion Bolts and profit topped 4.3 billion Bolts, both company records.',
        content:
          'Aurelith said orders for its AI server chips grew for the sixth quarter in a row. The company raised its forecast for next quarter but warned that supply, not demand, is now its main limit. Investors also cheered a plan to return more cash through dividends.',
        newsType: 'earnings',
        sentiment: 'positive',
        impactScore: 6.1,
        hoursAgo: 20,
      },
      {
        headline: 'Export review could slow Aurelith sales in two markets',
        summary:
          'Trade officials opened a review of licenses that allow advanced chips to be shipped to certain countries.',
        content:
          'Aurelith said sales to the affected markets made up about 8% of revenue last year. If licenses are limited, the company may have to offer simpler chip versions instead. The review is expected to take several months, which creates uncertainty for investors.',
        newsType: 'regulatory',
        sentiment: 'negative',
        impactScore: -4.5,
        hoursAgo: 98,
      },
      {
        headline: 'Aurelith and a console maker team up on next-generation handheld',
        summary:
          'Aurelith will supply a custom low-power chip for an upcoming handheld game console.',
        content:
          'The chip is designed to run demanding games while keeping battery life above six hours. Deals like this bring steady multi-year orders once a console launches. Neither company shared the value of the contract.',
        newsType: 'partnership',
        sentiment: 'positive',
        impactScore: 3.3,
        hoursAgo: 160,
      },
      {
        headline: 'Chip stocks pause after a strong month',
        summary:
          'Semiconductor shares drifted slightly lower as investors took some profits after recent gains.',
        content:
          'Aurelith and other chip companies gave back a small part of their monthly gains in quiet trading. Analysts said nothing had changed in the companies’ outlooks. Pauses like this are common after a sector rises quickly.',
        newsType: 'market_update',
        sentiment: 'neutral',
        impactScore: -0.2,
        hoursAgo: 231,
      },
    ],
  },
  {
    name: 'Ambergear Robotics',
    symbol: 'AMBG',
    logo: '🤖',
    category: 'technology',
    sector: 'Technology',
    industry: 'Robotics & Automation',
    description:
      'Ambergear builds friendly-looking warehouse robots that pick, pack and move boxes alongside human workers. It is growing fast but has not yet turned a profit.',
    story:
      'Ambergear began in 2011 as a university robotics team project that won a student competition for sorting mixed objects. After graduating, the team built a robot arm that could safely grab items as fragile as eggs. Online retailers signed up to test it, and the company now has more than 9,000 robots working in warehouses. Ambergear aims to become profitable within two years as its robots get cheaper to build.',
    ceo: 'Declan Mbeki-Hartley',
    headquarters: 'Nettlefield',
    website: 'https://www.ambergear.example',
    businessModel:
      'Instead of selling robots outright, Ambergear mostly rents them out for a monthly fee that includes software updates and repairs. This "robots as a service" model makes it easier for smaller warehouses to get started.',
    competitiveAdvantages:
      'Its grippers and vision software can handle thousands of differently shaped items without reprogramming. Each robot learns from the whole fleet, so the system gets better the more robots are deployed.',
    keyRisks:
      'The company is still losing money and may need to raise more cash if growth slows. Bigger industrial companies are entering the same market with deep pockets.',
    price: 38.9,
    changePercent: -2.41,
    volume: 3_120_000,
    marketCap: 7_002_000_000,
    employees: 2_400,
    founded: 2011,
    leadership: [
      {
        name: 'Declan Mbeki-Hartley',
        position: 'Chief Executive Officer',
        bio: 'Declan co-founded Ambergear while still a student and wrote the first version of its grasping software. He likes to demo new robots personally at customer visits.',
        education: 'MSc Robotics, Nettlefield University',
      },
      {
        name: 'Lucía Fernhollow',
        position: 'Chief Technology Officer',
        bio: 'Lucía leads the hardware team that cut the cost of each robot arm by a third over two years. She mentors a local high-school robotics league.',
        education: 'PhD Mechanical Engineering',
      },
      {
        name: 'Anand Sørensen',
        position: 'Chief Financial Officer',
        bio: 'Anand previously helped two growth companies reach profitability. He is focused on lowering Ambergear’s cash burn.',
        education: 'BCom Finance',
      },
    ],
    financials: [
      {
        quarter: '2026-Q3',
        revenue: 428_000_000,
        netIncome: -34_000_000,
        totalAssets: 2_940_000_000,
        earningsPerShare: -0.19,
      },
      {
        quarter: '2026-Q2',
        revenue: 386_000_000,
        netIncome: -41_000_000,
        totalAssets: 2_880_000_000,
        earningsPerShare: -0.23,
      },
      {
        quarter: '2026-Q1',
        revenue: 341_000_000,
        netIncome: -52_000_000,
        totalAssets: 2_810_000_000,
        earningsPerShare: -0.29,
      },
      {
        quarter: '2025-Q4',
        revenue: 318_000_000,
        netIncome: -47_000_000,
        totalAssets: 2_760_000_000,
        earningsPerShare: -0.26,
      },
    ],
    news: [
      {
        headline: 'Grocery chain orders 1,200 Ambergear robots',
        summary:
          'A regional grocery chain will roll out Ambergear robots across 14 distribution centers over the next 18 months.',
        content:
          'The deal is Ambergear’s biggest single order so far. The grocer said robots will handle heavy lifting while staff focus on quality checks and fresh produce. Analysts estimate the contract could add tens of millions of Bolts in yearly rental revenue once fully installed.',
        newsType: 'partnership',
        sentiment: 'positive',
        impactScore: 4.8,
        hoursAgo: 11,
      },
      {
        headline: 'Ambergear loss narrows, but profit is still a way off',
        summary:
          'The company lost 34 million Bolts this quarter, less than before, as revenue grew about 11%.',
        content:
          'Ambergear’s loss has shrunk for two quarters in a row thanks to cheaper parts and more robots in service. Management repeated its goal of breaking even within two years. Some investors wanted faster progress, so the share price barely moved.',
        newsType: 'earnings',
        sentiment: 'neutral',
        impactScore: 0.6,
        hoursAgo: 60,
      },
      {
        headline: 'Ambergear recalls a batch of gripper pads',
        summary:
          'A supplier defect caused some gripper pads to wear out early, and Ambergear is replacing them for free.',
        content:
          'About 600 robots need new pads, which technicians can swap in under an hour each. Nobody was hurt, but several warehouses saw slower picking speeds for a few days. The company expects the recall to cost around 4 million Bolts.',
        newsType: 'operational',
        sentiment: 'negative',
        impactScore: -2.2,
        hoursAgo: 190,
      },
    ],
  },
  {
    name: 'Chalkwise Learning',
    symbol: 'CHLK',
    logo: '📚',
    category: 'technology',
    sector: 'Technology',
    industry: 'Education Software',
    description:
      'Chalkwise makes homework, quiz and classroom apps used by schools and students. Its adaptive practice tool adjusts the difficulty of questions to each learner.',
    story:
      'Chalkwise was founded in 2014 by a former maths teacher who was tired of grading the same worksheets every night. Her first app simply turned worksheets into instant-feedback quizzes, and teachers shared it with each other across the country. The company now serves around 11,000 schools and offers subjects from algebra to world languages. Chalkwise wants to reach students who do not have access to private tutoring by offering a free basic plan.',
    ceo: 'Harriet Osei-Whitlock',
    headquarters: 'Cindervale',
    website: 'https://www.chalkwise.example',
    businessModel:
      'Schools and districts pay a yearly subscription per student, while families can upgrade to a premium plan with extra practice and progress reports. A free plan helps new users try the product before paying.',
    competitiveAdvantages:
      'Teachers help design its lessons, so the content closely matches what is taught in class. Years of anonymized practice data help it predict which topics students are likely to find tricky.',
    keyRisks:
      'School budgets can shrink when public funding tightens, delaying renewals. Student-privacy rules are strict, and any data mistake could seriously hurt its reputation.',
    price: 24.15,
    changePercent: 0.54,
    volume: 1_080_000,
    marketCap: 2_294_250_000,
    employees: 1_150,
    founded: 2014,
    leadership: [
      {
        name: 'Harriet Osei-Whitlock',
        position: 'Chief Executive Officer',
        bio: 'Harriet taught secondary-school maths for nine years before founding Chalkwise. She still teaches one online class each term to stay close to students.',
        education: 'MEd Curriculum Design, Cindervale College',
      },
      {
        name: 'Mateo Szabo',
        position: 'Chief Product Officer',
        bio: 'Mateo built the adaptive engine that decides which question each student sees next. He previously designed apps for a public library network.',
        education: 'BSc Cognitive Science',
      },
      {
        name: 'Ingrid Abernathy-Cho',
        position: 'Chief Privacy Officer',
        bio: 'Ingrid makes sure student data is collected only when necessary and deleted on schedule. She helped write an industry code of conduct for education apps.',
        education: 'LLM Technology Law',
      },
      {
        name: 'Samir Okafor',
        position: 'Chief Financial Officer',
        bio: 'Samir joined Chalkwise from a nonprofit education fund. He focuses on keeping the free plan sustainable as the company grows.',
        education: 'MSc Economics',
      },
    ],
    financials: [
      {
        quarter: '2026-Q3',
        revenue: 121_000_000,
        netIncome: 10_400_000,
        totalAssets: 486_000_000,
        earningsPerShare: 0.11,
      },
      {
        quarter: '2026-Q2',
        revenue: 96_500_000,
        netIncome: 4_100_000,
        totalAssets: 462_000_000,
        earningsPerShare: 0.04,
      },
      {
        quarter: '2026-Q1',
        revenue: 102_000_000,
        netIncome: 6_300_000,
        totalAssets: 455_000_000,
        earningsPerShare: 0.07,
      },
      {
        quarter: '2025-Q4',
        revenue: 99_800_000,
        netIncome: 5_700_000,
        totalAssets: 448_000_000,
        earningsPerShare: 0.06,
      },
    ],
    news: [
      {
        headline: 'Chalkwise launches a step-by-step study coach',
        summary:
          'The new feature gives hints one step at a time instead of revealing full answers, encouraging students to work problems out themselves.',
        content:
          'Chalkwise says early testers solved more problems on their own after using the study coach for a month. Teachers can see which hints each student needed, helping them spot tricky topics. The coach is included in premium plans and will reach the free plan later in a limited form.',
        newsType: 'product_launch',
        sentiment: 'positive',
        impactScore: 3.7,
        hoursAgo: 28,
      },
      {
        headline: 'Chalkwise confirms it meets updated student-privacy guidelines',
        summary:
          'Education regulators updated privacy guidelines for classroom apps, and Chalkwise says no product changes are needed.',
        content:
          'The new guidelines limit how long apps can keep student data and ban advertising to students. Chalkwise already deletes inactive accounts after a year and does not show ads. Analysts see the rules as neutral for Chalkwise but potentially costly for some competitors.',
        newsType: 'regulatory',
        sentiment: 'neutral',
        impactScore: 0.1,
        hoursAgo: 115,
      },
      {
        headline: 'Tighter school budgets could slow education-software sales',
        summary:
          'Several large school districts announced spending cuts, raising worries about subscription renewals next year.',
        content:
          'Education-software companies rely on district budgets that are set once a year. Chalkwise said most of its contracts run for multiple years, which softens the short-term impact. Still, analysts trimmed their growth estimates for next year.',
        newsType: 'market_update',
        sentiment: 'negative',
        impactScore: -1.8,
        hoursAgo: 170,
      },
    ],
  },
  {
    name: 'Bastionfield Security',
    symbol: 'BSTF',
    logo: '🛡️',
    category: 'technology',
    sector: 'Technology',
    industry: 'Cybersecurity',
    description:
      'Bastionfield protects companies, hospitals and schools from hackers with firewalls, login protection and round-the-clock threat monitoring.',
    story:
      'Bastionfield started in 2006 when two network engineers helped a local hospital recover from a computer virus over a single weekend. Word spread, and they turned their emergency toolkit into software that could spot attacks before they caused damage. The company shifted from selling boxes of hardware to cloud-based subscriptions in the 2010s, which helped it grow steadily. Today it watches over millions of devices and runs a free cyber-safety course for students.',
    ceo: 'Nadia Kowalczyk-Obi',
    headquarters: 'Ashgrove Harbor',
    website: 'https://www.bastionfield.example',
    businessModel:
      'Customers pay annual subscriptions based on how many users and devices they protect. Bastionfield also charges for emergency response when a customer is attacked, and for security training.',
    competitiveAdvantages:
      'Its threat-monitoring centers see attacks across thousands of customers, so it can spot new tricks early and protect everyone at once. Very high renewal rates make its revenue predictable.',
    keyRisks:
      'A flaw in its own software could let attackers in, which would damage trust quickly. Competition is intense, and some customers may prefer bundled security from their cloud provider.',
    price: 146.7,
    changePercent: -3.62,
    volume: 5_310_000,
    marketCap: 35_208_000_000,
    employees: 7_800,
    founded: 2006,
    leadership: [
      {
        name: 'Nadia Kowalczyk-Obi',
        position: 'Chief Executive Officer',
        bio: 'Nadia led Bastionfield’s threat-response team during some of the largest attacks in the company’s history. She became CEO in 2018.',
        education: 'MSc Information Security, Ashgrove Harbor University',
      },
      {
        name: 'Elias Montgomery-Tan',
        position: 'Chief Security Officer',
        bio: 'Elias is a former competitive "capture the flag" hacking champion who now runs Bastionfield’s defense research lab.',
        education: 'BSc Computer Science',
      },
      {
        name: 'Grace Adeyemi',
        position: 'Chief Financial Officer',
        bio: 'Grace previously worked as an auditor, checking the accounts of software companies. She introduced quarterly reporting of customer renewal rates.',
        education: 'MAcc Accounting',
      },
    ],
    financials: [
      {
        quarter: '2026-Q3',
        revenue: 1_352_000_000,
        netIncome: 188_000_000,
        totalAssets: 9_480_000_000,
        earningsPerShare: 0.78,
      },
      {
        quarter: '2026-Q2',
        revenue: 1_284_000_000,
        netIncome: 171_000_000,
        totalAssets: 9_120_000_000,
        earningsPerShare: 0.71,
      },
      {
        quarter: '2026-Q1',
        revenue: 1_219_000_000,
        netIncome: 152_000_000,
        totalAssets: 8_870_000_000,
        earningsPerShare: 0.63,
      },
      {
        quarter: '2025-Q4',
        revenue: 1_176_000_000,
        netIncome: 149_000_000,
        totalAssets: 8_610_000_000,
        earningsPerShare: 0.62,
      },
    ],
    news: [
      {
        headline: 'Faulty firewall update forces Bastionfield to apologize',
        summary:
          'A routine update accidentally blocked some customers’ email systems for several hours.',
        content:
          'Bastionfield pulled the update within hours and released a fix the same day. No data was exposed, but the incident frustrated customers who could not send email during the workday. The company is reviewing its testing process and offering service credits.',
        newsType: 'operational',
        sentiment: 'negative',
        impactScore: -5.2,
        hoursAgo: 44,
      },
      {
        headline: 'Bastionfield grows revenue 5% as renewals stay strong',
        summary:
          'Quarterly revenue reached 1.35 billion Bolts and 96% of customers renewed their subscriptions.',
        content:
          'Bastionfield’s net income rose to 188 million Bolts, helped by growth in its monitoring service. Management said the number of attacks it blocks each day has doubled over two years, which keeps demand high. The company also raised its full-year outlook slightly.',
        newsType: 'earnings',
        sentiment: 'positive',
        impactScore: 3.9,
        hoursAgo: 9,
      },
      {
        headline: 'Bastionfield to secure a network of rural clinics',
        summary:
          'A healthcare nonprofit chose Bastionfield to protect computers at 300 rural clinics.',
        content:
          'Small clinics are often targeted by hackers because they have limited IT staff. Bastionfield will provide monitoring and training at a discounted rate. The company said the project also helps it test tools designed for small organizations.',
        newsType: 'partnership',
        sentiment: 'positive',
        impactScore: 2.1,
        hoursAgo: 140,
      },
    ],
  },
  {
    name: 'Celestine Launch Systems',
    symbol: 'CELST',
    logo: '🚀',
    category: 'technology',
    sector: 'Technology',
    industry: 'Space & Satellites',
    description:
      'Celestine builds small reusable rockets that carry weather, mapping and science satellites into orbit. It is investing heavily and still operating at a loss.',
    story:
      'Celestine was founded in 2016 by a team of aerospace engineers who believed small satellites deserved their own affordable rides to space. Its first rocket failed on its maiden flight, but the second reached orbit a year later and carried a university weather satellite. The company has since completed 23 launches and landed its booster for reuse nine times. Celestine is now building a larger rocket that could carry bigger science missions.',
    ceo: 'Tariq Håkansson',
    headquarters: 'Saltmarsh Crossing',
    website: 'https://www.celestinelaunch.example',
    businessModel:
      'Customers pay per launch, and Celestine also sells "rideshare" spots where several small satellites share one rocket. Reusing boosters is meant to lower the cost of each flight over time.',
    competitiveAdvantages:
      'It can launch on short notice from its own coastal launch site, which customers value when satellites need replacing quickly. Reusable boosters could give it a cost edge as flights become routine.',
    keyRisks:
      'Rockets are risky: a single failure can ground flights for months and scare off customers. The company is burning cash and may need to borrow or sell more shares to finish its larger rocket.',
    price: 17.4,
    changePercent: -6.85,
    volume: 18_900_000,
    marketCap: 7_308_000_000,
    employees: 3_100,
    founded: 2016,
    leadership: [
      {
        name: 'Tariq Håkansson',
        position: 'Chief Executive Officer',
        bio: 'Tariq was lead propulsion engineer on Celestine’s first engine before taking over as CEO in 2021. He keeps a piece of the failed first rocket on his desk as a reminder to test thoroughly.',
        education: 'MSc Aerospace Engineering, Saltmarsh Technical University',
      },
      {
        name: 'Beatriz Ncube',
        position: 'Chief Operating Officer',
        bio: 'Beatriz runs launch operations and the rocket factory. She previously managed air-traffic systems for a national aviation agency.',
        education: 'BEng Systems Engineering',
      },
      {
        name: 'Oren Castillo-Baptiste',
        position: 'Chief Financial Officer',
        bio: 'Oren raised the money that funded Celestine’s reusable booster program. He is focused on reaching positive cash flow.',
        education: 'MBA',
      },
      {
        name: 'Mei-Ling Okoro',
        position: 'Chief Engineer',
        bio: 'Mei-Ling leads design of the larger rocket now under development. She started her career building student satellites.',
        education: 'PhD Astronautics',
      },
    ],
    financials: [
      {
        quarter: '2026-Q3',
        revenue: 214_000_000,
        netIncome: -92_000_000,
        totalAssets: 3_650_000_000,
        earningsPerShare: -0.22,
      },
      {
        quarter: '2026-Q2',
        revenue: 168_000_000,
        netIncome: -118_000_000,
        totalAssets: 3_720_000_000,
        earningsPerShare: -0.28,
      },
      {
        quarter: '2026-Q1',
        revenue: 189_000_000,
        netIncome: -104_000_000,
        totalAssets: 3_810_000_000,
        earningsPerShare: -0.25,
      },
      {
        quarter: '2025-Q4',
        revenue: 142_000_000,
        netIncome: -131_000_000,
        totalAssets: 3_540_000_000,
        earningsPerShare: -0.31,
      },
    ],
    news: [
      {
        headline: 'Engine test anomaly pauses Celestine launches',
        summary:
          'An engine shut down early during a ground test, and Celestine has paused flights while engineers investigate.',
        content:
          'No one was injured and the test stand suffered only minor damage. Celestine said two launches planned for next month will likely slip. Investors worry that delays could push back revenue and increase cash burn, and shares fell sharply.',
        newsType: 'operational',
        sentiment: 'negative',
        impactScore: -6.8,
        hoursAgo: 16,
      },
      {
        headline: 'Celestine loss shrinks but still tops 90 million Bolts',
        summary:
          'Revenue rose to 214 million Bolts on a record number of launches, while the net loss narrowed to 92 million Bolts.',
        content:
          'Celestine flew four missions in the quarter, its most ever. However, spending on the new larger rocket kept the company deep in the red. Management said it has enough cash for about two more years at the current pace.',
        newsType: 'earnings',
        sentiment: 'negative',
        impactScore: -1.5,
        hoursAgo: 88,
      },
      {
        headline: 'Weather agency books six Celestine launches',
        summary:
          'A national weather agency signed a contract for six launches to replace aging storm-tracking satellites.',
        content:
          'The contract is one of Celestine’s largest and gives it a steady flow of missions over three years. Better storm-tracking satellites could improve hurricane warnings for coastal towns. Analysts said the deal shows customers still trust Celestine’s track record.',
        newsType: 'partnership',
        sentiment: 'positive',
        impactScore: 7.4,
        hoursAgo: 200,
      },
    ],
  },
  {
    name: 'Doodlecast',
    symbol: 'DDLC',
    logo: '🎨',
    category: 'technology',
    sector: 'Technology',
    industry: 'Creator Tools & Social Media',
    description:
      'Doodlecast is an app where artists, animators and musicians share short creative projects and sell digital art packs. It just reported its first profitable quarter.',
    story:
      'Doodlecast was created in 2019 by two animation students who wanted an easier way to show work-in-progress sketches to friends. Their app added simple drawing and looping tools, and a community of young artists grew around weekly drawing challenges. The company spent its early years losing money while it built safety tools and a marketplace for creators. It now has around 40 million monthly users and is trying to prove a creator-first platform can also be a good business.',
    ceo: 'Zainab Whitcombe',
    headquarters: 'Juniper Hollow',
    website: 'https://www.doodlecast.example',
    businessModel:
      'Doodlecast takes a 12% cut when creators sell brushes, sound packs or templates in its marketplace. It also sells an optional "Studio" subscription with advanced editing tools and shows limited ads to adult users only.',
    competitiveAdvantages:
      'Its built-in creative tools make it more than a place to post, which keeps artists coming back daily. Creators earn a bigger share of sales than on many rival platforms, attracting talented users.',
    keyRisks:
      'Social apps can lose popularity quickly if users move to a trendier platform. Moderating millions of uploads is expensive, and new online-safety rules could raise costs further.',
    price: 9.85,
    changePercent: 7.42,
    volume: 9_640_000,
    marketCap: 1_477_500_000,
    employees: 540,
    founded: 2019,
    leadership: [
      {
        name: 'Zainab Whitcombe',
        position: 'Chief Executive Officer',
        bio: 'Zainab co-founded Doodlecast in her final year of animation school. She still hosts the weekly drawing challenge livestream once a month.',
        education: 'BA Animation, Juniper Hollow School of Art',
      },
      {
        name: 'Luca Ferreira-Nakamura',
        position: 'Chief Technology Officer',
        bio: 'Luca co-founded the company and built its first looping-animation tool in a weekend. He now leads a team of 200 engineers.',
        education: 'BSc Software Engineering',
      },
      {
        name: 'Rosalind Achebe',
        position: 'Head of Trust & Safety',
        bio: 'Rosalind designs the tools and policies that keep Doodlecast welcoming for younger users. She previously worked for a children’s online-safety charity.',
        education: 'MA Digital Policy',
      },
    ],
    financials: [
      {
        quarter: '2026-Q3',
        revenue: 64_200_000,
        netIncome: 1_800_000,
        totalAssets: 312_000_000,
        earningsPerShare: 0.01,
      },
      {
        quarter: '2026-Q2',
        revenue: 58_900_000,
        netIncome: -2_400_000,
        totalAssets: 298_000_000,
        earningsPerShare: -0.02,
      },
      {
        quarter: '2026-Q1',
        revenue: 53_100_000,
        netIncome: -5_700_000,
        totalAssets: 301_000_000,
        earningsPerShare: -0.04,
      },
      {
        quarter: '2025-Q4',
        revenue: 49_600_000,
        netIncome: -7_900_000,
        totalAssets: 306_000_000,
        earningsPerShare: -0.05,
      },
    ],
    news: [
      {
        headline: 'Doodlecast turns its first-ever quarterly profit',
        summary:
          'The creator app earned 1.8 million Bolts on revenue of 64.2 million Bolts, ending years of losses.',
        content:
          'Doodlecast credited strong marketplace sales and a jump in Studio subscriptions. The profit is small, but investors see it as proof that the business model can work. Shares rose more than 7% on the news.',
        newsType: 'earnings',
        sentiment: 'positive',
        impactScore: 5.3,
        hoursAgo: 5,
      },
      {
        headline: 'Doodlecast adds collaborative canvases',
        summary:
          'Up to four artists can now draw on the same canvas in real time, even from different devices.',
        content:
          'The feature was the most requested by users in a community survey. Doodlecast hopes it will encourage art clubs and classrooms to use the app together. Collaborative projects can also be sold as shared packs, with earnings split among creators.',
        newsType: 'product_launch',
        sentiment: 'positive',
        impactScore: 2.6,
        hoursAgo: 100,
      },
      {
        headline: 'New online-safety rules may raise moderation costs',
        summary:
          'Proposed rules would require creative platforms to review reported content faster and publish regular safety reports.',
        content:
          'Doodlecast supports the goals of the rules but warned they could add several million Bolts a year in costs. Smaller platforms may find the requirements even harder to meet. The proposal is open for public comment for three months.',
        newsType: 'regulatory',
        sentiment: 'negative',
        impactScore: -2.9,
        hoursAgo: 180,
      },
      {
        headline: 'Creator-economy stocks trade in a narrow range',
        summary:
          'Shares of creator and social platforms moved little this week as investors waited for more earnings reports.',
        content:
          'Trading volumes across the creator-tools industry were below average. Analysts said investors are watching whether advertising spending picks up before the holiday season. Doodlecast’s shares tracked the group closely before its earnings report.',
        newsType: 'market_update',
        sentiment: 'neutral',
        impactScore: 0.4,
        hoursAgo: 236,
      },
    ],
  },
];
