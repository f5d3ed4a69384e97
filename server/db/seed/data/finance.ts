import type { SeedCompany } from '../seed-types.ts';

export const financeCompanies: SeedCompany[] = [
  {
    name: 'Ivyleaf Savings',
    symbol: 'IVYS',
    logo: '🐷',
    category: 'finance',
    sector: 'Financial Services',
    industry: 'Digital Savings Banking',
    description:
      'Ivyleaf Savings runs a mobile-first savings bank built for students and first-time earners. Its accounts pay interest on small balances and help young savers set goals for things like a first car or college books.',
    story:
      'Ivyleaf began in 2014 when two former teachers noticed that most of their students had never opened a savings account. They launched a simple app that let teens round up pocket money into savings "jars" with a parent co-signing the account. After winning a regional banking charter, the company grew to more than four million account holders. Today Ivyleaf is adding guided lessons on interest, taxes and first paychecks, aiming to become the account people keep from age 14 to 40.',
    ceo: 'Amara Okonkwo-Reyes',
    headquarters: 'Lumen Bay',
    website: 'https://www.ivyleafsavings.example',
    businessModel:
      'Ivyleaf earns most of its revenue from the difference between the interest it earns by lending and investing deposits and the interest it pays to savers. A smaller share comes from debit card fees paid by merchants.',
    competitiveAdvantages:
      'Its brand is trusted by schools and parents, and customers who open an account as teens tend to stay for years. The app is cheap to run because there are no physical branches.',
    keyRisks:
      'If interest rates fall, the gap between what Ivyleaf earns and what it pays shrinks. Larger banks are launching their own student accounts with big marketing budgets.',
    price: 42.3,
    changePercent: 1.24,
    volume: 2340000,
    marketCap: 7614000000,
    employees: 2100,
    founded: 2014,
    leadership: [
      {
        name: 'Amara Okonkwo-Reyes',
        position: 'Chief Executive Officer',
        bio: 'Amara co-founded Ivyleaf after eight years teaching high-school economics. She still visits a classroom every month to test new app features with students.',
        education: 'B.A. Economics, Lumen Bay University',
      },
      {
        name: 'Tobias Lindqvist',
        position: 'Chief Financial Officer',
        bio: 'Tobias spent a decade managing balance sheets at regional savings banks before joining Ivyleaf in 2019.',
        education: 'M.Sc. Finance, Northmere Institute of Commerce',
      },
      {
        name: 'Priya Venkataraman',
        position: 'Chief Product Officer',
        bio: 'Priya designed the savings jars feature and leads a team focused on making money lessons fun and clear.',
        education: 'B.Sc. Human-Computer Interaction, Quillhaven Polytechnic',
      },
      {
        name: 'Marcus Delacroix-Hale',
        position: 'Chief Risk Officer',
        bio: 'Marcus oversees fraud prevention and makes sure the bank keeps enough cash on hand to meet withdrawals.',
        education: 'J.D., Port Verdance School of Law',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 318000000, netIncome: 49500000, totalAssets: 21400000000, earningsPerShare: 0.28 },
      { quarter: '2026-Q2', revenue: 304000000, netIncome: 46800000, totalAssets: 20900000000, earningsPerShare: 0.26 },
      { quarter: '2026-Q1', revenue: 291000000, netIncome: 43200000, totalAssets: 20300000000, earningsPerShare: 0.24 },
      { quarter: '2025-Q4', revenue: 283000000, netIncome: 44100000, totalAssets: 19800000000, earningsPerShare: 0.25 },
    ],
    news: [
      {
        headline: 'Ivyleaf Savings Tops Four Million Student Accounts',
        summary:
          'The digital savings bank said back-to-school sign-ups pushed it past four million account holders for the first time.',
        content:
          'Ivyleaf reported its busiest August ever, with many new accounts opened alongside school supply shopping. Managers credited a partnership with school districts that teaches a short savings unit in class. Analysts noted that more deposits give the bank more money to lend, which can lift future earnings.',
        newsType: 'market_update',
        sentiment: 'positive',
        impactScore: 4.2,
        hoursAgo: 6,
      },
      {
        headline: 'Ivyleaf Quarterly Profit Rises 6% as Deposits Grow',
        summary: 'Net income climbed to 49.5 million Bolts in the third quarter, helped by steady deposit growth.',
        content:
          'Revenue increased to 318 million Bolts, and the bank said its average customer now keeps a larger balance than a year ago. The finance team warned that growth in interest income could slow if rates drift lower next year. Investors welcomed the results but asked about rising marketing costs.',
        newsType: 'earnings',
        sentiment: 'positive',
        impactScore: 3.15,
        hoursAgo: 52,
      },
      {
        headline: 'Regulators Review Rules for Teen Bank Accounts',
        summary:
          'Banking regulators opened a public review of how apps verify the age and guardian consent of young customers.',
        content:
          'The review covers every bank offering accounts to people under 18, not only Ivyleaf. The company said it already requires a parent or guardian to co-sign and welcomes clearer rules. Any new requirements could add paperwork and slightly raise the cost of signing up new customers.',
        newsType: 'regulatory',
        sentiment: 'neutral',
        impactScore: -0.4,
        hoursAgo: 131,
      },
    ],
  },
  {
    name: 'Jetpath Pay',
    symbol: 'JTPY',
    logo: '💳',
    category: 'finance',
    sector: 'Financial Services',
    industry: 'Digital Payments',
    description:
      'Jetpath Pay operates a payments app and checkout service that lets people split bills, pay friends and buy from online shops. It also gives small businesses a card reader that works with a phone.',
    story:
      'Jetpath started in 2011 as a tiny team building a way for college roommates to split rent without awkward spreadsheets. The app spread quickly across campuses, and small cafés soon asked if they could accept payments through it too. Jetpath added a pocket-sized card reader and an online checkout button, turning a friend-to-friend tool into a full payments network. Its next chapter is helping small shops in new countries accept digital payments for the first time.',
    ceo: 'Desmond Achterberg',
    headquarters: 'Port Amberly',
    website: 'https://www.jetpathpay.example',
    businessModel:
      'Jetpath charges merchants a small percentage of each purchase made through its checkout and card readers. Person-to-person transfers are free, which brings in users who later shop with Jetpath-powered stores.',
    competitiveAdvantages:
      'More than 60 million active users create a network effect: the more people use the app, the more shops want to accept it. Its fraud-detection models learn from billions of transactions.',
    keyRisks:
      'Payment fees are under pressure from rivals and from new rules that cap what merchants can be charged. A major outage or data breach could quickly damage trust.',
    price: 118.75,
    changePercent: -2.35,
    volume: 6850000,
    marketCap: 49875000000,
    employees: 9800,
    founded: 2011,
    leadership: [
      {
        name: 'Desmond Achterberg',
        position: 'Chief Executive Officer',
        bio: 'Desmond co-wrote the first version of the Jetpath app in a dorm room and became CEO in 2017 after leading engineering for six years.',
        education: 'B.Sc. Computer Science, Stonereach University',
      },
      {
        name: 'Yuki Tanabe-Morrow',
        position: 'Chief Financial Officer',
        bio: 'Yuki joined from a global shipping company, where she led treasury operations in twelve currencies.',
        education: 'MBA, Halcyon Ridge School of Management',
      },
      {
        name: 'Oluwaseun Brightwell',
        position: 'Chief Technology Officer',
        bio: 'Oluwaseun runs the systems that process thousands of payments every second and champions reliability testing.',
        education: 'M.Eng. Distributed Systems, Cobaltport Institute of Technology',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 2140000000, netIncome: 262000000, totalAssets: 18600000000, earningsPerShare: 0.62 },
      { quarter: '2026-Q2', revenue: 2050000000, netIncome: 248000000, totalAssets: 18100000000, earningsPerShare: 0.59 },
      { quarter: '2026-Q1', revenue: 1960000000, netIncome: 231000000, totalAssets: 17400000000, earningsPerShare: 0.55 },
      { quarter: '2025-Q4', revenue: 2010000000, netIncome: 255000000, totalAssets: 17000000000, earningsPerShare: 0.61 },
    ],
    news: [
      {
        headline: 'Jetpath Pay Suffers Two-Hour Checkout Outage',
        summary:
          'A software update caused online checkouts to fail for about two hours on Tuesday evening before engineers rolled it back.',
        content:
          'Shops using the Jetpath checkout button saw failed orders during one of the busiest shopping hours of the week. The company apologized and said no customer money or data was lost. It plans to refund processing fees to affected merchants, which will trim next quarter slightly.',
        newsType: 'operational',
        sentiment: 'negative',
        impactScore: -5.4,
        hoursAgo: 3,
      },
      {
        headline: 'Jetpath Teams Up with Regional Transit to Accept Tap-to-Ride',
        summary: 'Riders in three cities will soon be able to pay bus and tram fares by tapping the Jetpath app.',
        content:
          'The partnership with the Tidewick Regional Transit Authority starts with a pilot on 40 bus routes. Jetpath earns a small fee on each ride, but the bigger prize is daily use of the app. Transit officials said the switch could shorten lines at ticket machines.',
        newsType: 'partnership',
        sentiment: 'positive',
        impactScore: 3.6,
        hoursAgo: 74,
      },
      {
        headline: 'Jetpath Beats Revenue Forecasts but Fee Rates Slip',
        summary:
          'Third-quarter revenue reached 2.14 billion Bolts, above expectations, though the average fee per purchase edged lower.',
        content:
          'Total payment volume grew 14% from a year earlier as more shops adopted the card reader. However, big merchants negotiated lower rates, so Jetpath kept a slightly smaller slice of each purchase. Management said growth in small-business customers should help balance that out.',
        newsType: 'earnings',
        sentiment: 'neutral',
        impactScore: 0.8,
        hoursAgo: 158,
      },
    ],
  },
  {
    name: 'Keystone Harbor Insurance',
    symbol: 'KHIN',
    logo: '⚓',
    category: 'finance',
    sector: 'Financial Services',
    industry: 'Property & Casualty Insurance',
    description:
      'Keystone Harbor Insurance protects homes, cars and small businesses against accidents, theft and storms. It is one of the oldest insurers in the coastal provinces.',
    story:
      'Keystone Harbor was founded in 1958 by a group of fishing families who pooled money to replace boats lost in storms. Over the decades it grew into a full insurer covering houses, cars and family shops along the coast. In the 2010s it began using weather data and satellite images to price risk more accurately. Its current goal is to help customers prevent damage in the first place, with discounts for storm shutters and water-leak sensors.',
    ceo: 'Harriet Mbeki-Sorensen',
    headquarters: 'Westmarch Harbor',
    website: 'https://www.keystoneharbor.example',
    businessModel:
      'Customers pay regular premiums, and Keystone Harbor pays claims when something goes wrong. It invests the premiums it holds until claims are paid, earning interest along the way.',
    competitiveAdvantages:
      'Sixty years of local claims data help it price coastal risks better than newcomers. A network of independent agents in small towns gives it loyal customers.',
    keyRisks:
      'A season with several big storms can produce huge claims in a short time and wipe out profits. Rising repair costs can make existing policies less profitable.',
    price: 76.4,
    changePercent: 0.68,
    volume: 2910000,
    marketCap: 23684000000,
    employees: 14500,
    founded: 1958,
    leadership: [
      {
        name: 'Harriet Mbeki-Sorensen',
        position: 'Chief Executive Officer',
        bio: 'Harriet started as a claims adjuster visiting storm-damaged homes and worked her way up over 25 years. She became CEO in 2021.',
        education: 'B.Sc. Mathematics, Westmarch College',
      },
      {
        name: 'Rafael Quintanilla',
        position: 'Chief Actuary',
        bio: 'Rafael leads the team that uses statistics to predict how many claims the company will face each year.',
        education: 'M.Sc. Actuarial Science, Dunmere Crossing University',
      },
      {
        name: 'Ingrid Vasquez-Thorne',
        position: 'Chief Financial Officer',
        bio: 'Ingrid manages the insurer\'s investment portfolio and its reserves for future claims.',
        education: 'MBA, Northmere Institute of Commerce',
      },
      {
        name: 'Kwame Asante-Lowe',
        position: 'Chief Claims Officer',
        bio: 'Kwame built a mobile claims tool that lets customers upload photos and get many small claims settled within a day.',
        education: 'B.A. Business Administration, Fernmouth University',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 3420000000, netIncome: 291000000, totalAssets: 68300000000, earningsPerShare: 0.94 },
      { quarter: '2026-Q2', revenue: 3360000000, netIncome: 274000000, totalAssets: 67500000000, earningsPerShare: 0.88 },
      { quarter: '2026-Q1', revenue: 3290000000, netIncome: 198000000, totalAssets: 66800000000, earningsPerShare: 0.64 },
      { quarter: '2025-Q4', revenue: 3310000000, netIncome: -85000000, totalAssets: 66200000000, earningsPerShare: -0.27 },
    ],
    news: [
      {
        headline: 'Keystone Harbor Profit Climbs as Storm Claims Fade',
        summary:
          'Net income reached 291 million Bolts in the third quarter, a strong rebound from last winter\'s storm-driven loss.',
        content:
          'A quieter storm season meant fewer claims, while price increases approved earlier in the year lifted premium income. The company also earned more on its bond investments. Executives cautioned that one bad storm season can change the picture quickly.',
        newsType: 'earnings',
        sentiment: 'positive',
        impactScore: 4.75,
        hoursAgo: 27,
      },
      {
        headline: 'Insurer Launches Discount for Home Leak Sensors',
        summary:
          'Homeowners who install approved water-leak sensors can now save up to 8% on their Keystone Harbor policy.',
        content:
          'Leaking pipes are one of the most common home insurance claims. By catching leaks early, Keystone Harbor hopes to pay out less and keep customers happier. The sensors are sold through partner hardware stores.',
        newsType: 'product_launch',
        sentiment: 'positive',
        impactScore: 1.9,
        hoursAgo: 96,
      },
      {
        headline: 'Forecasters Predict Above-Average Storm Season',
        summary:
          'Weather agencies expect more coastal storms than usual this autumn, a risk for insurers with many seaside customers.',
        content:
          'Keystone Harbor has a large share of its policies in coastal towns, so a busy season could raise claims. The company buys reinsurance, which is insurance for insurers, to limit its biggest possible losses. Some investors sold shares as a precaution.',
        newsType: 'market_update',
        sentiment: 'negative',
        impactScore: -3.3,
        hoursAgo: 183,
      },
    ],
  },
  {
    name: 'Larkspur National Bank',
    symbol: 'LRKB',
    logo: '🏦',
    category: 'finance',
    sector: 'Financial Services',
    industry: 'Commercial Banking',
    description:
      'Larkspur National Bank is a large bank offering checking accounts, home loans, business loans and wealth management across the country. It serves millions of families and hundreds of thousands of businesses.',
    story:
      'Larkspur opened in 1952 as a single branch lending to farmers in the Sunvale valley. Through careful growth and a few mergers, it became one of the biggest banks in the nation, with more than 1,800 branches. In the last decade it has moved many services online while keeping branches as advice centers. Larkspur now aims to lead in green lending, financing energy-efficient homes and small businesses that cut their energy bills.',
    ceo: 'Gregory Nakashima-Boyd',
    headquarters: 'New Calloway',
    website: 'https://www.larkspurnational.example',
    businessModel:
      'Larkspur takes in deposits and lends that money to households and businesses at higher interest rates, keeping the difference. It also earns fees from wealth management, card services and helping companies raise money.',
    competitiveAdvantages:
      'Its huge base of low-cost deposits lets it lend cheaply, and its size spreads technology costs over many customers. Decades of relationships make it the default bank for many businesses.',
    keyRisks:
      'If the economy weakens, more borrowers may fail to repay loans. As a large bank, it faces strict regulation and must hold extra capital, which can limit returns.',
    price: 58.9,
    changePercent: 0.41,
    volume: 15600000,
    marketCap: 70680000000,
    employees: 46000,
    founded: 1952,
    leadership: [
      {
        name: 'Gregory Nakashima-Boyd',
        position: 'Chief Executive Officer',
        bio: 'Gregory has spent his entire 30-year career at Larkspur, starting as a branch teller. He is known for steady, cautious leadership.',
        education: 'MBA, Halcyon Ridge School of Management',
      },
      {
        name: 'Fatima Al-Rashidi',
        position: 'Chief Financial Officer',
        bio: 'Fatima oversees the bank\'s capital and liquidity and previously ran its commercial lending division.',
        education: 'M.Sc. Economics, Stonereach University',
      },
      {
        name: 'Beatriz Solano',
        position: 'Head of Consumer Banking',
        bio: 'Beatriz led the redesign of branches into advice centers and launched free money workshops for young adults.',
        education: 'B.A. Finance, Sunvale State College',
      },
      {
        name: 'Henrik Oyelaran',
        position: 'Chief Risk Officer',
        bio: 'Henrik runs stress tests that check whether the bank could survive a severe recession.',
        education: 'Ph.D. Statistics, Cobaltport Institute of Technology',
      },
      {
        name: 'Chen Weiling',
        position: 'Chief Sustainability Officer',
        bio: 'Chen built the green lending program, which has financed more than 200,000 energy-efficient homes.',
        education: 'M.Sc. Environmental Economics, Lumen Bay University',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 5840000000, netIncome: 1452000000, totalAssets: 612000000000, earningsPerShare: 1.21 },
      { quarter: '2026-Q2', revenue: 5760000000, netIncome: 1398000000, totalAssets: 605000000000, earningsPerShare: 1.17 },
      { quarter: '2026-Q1', revenue: 5690000000, netIncome: 1371000000, totalAssets: 598000000000, earningsPerShare: 1.14 },
      { quarter: '2025-Q4', revenue: 5720000000, netIncome: 1410000000, totalAssets: 594000000000, earningsPerShare: 1.18 },
    ],
    news: [
      {
        headline: 'Larkspur Passes Annual Stress Test with Room to Spare',
        summary:
          'Regulators confirmed Larkspur holds enough capital to keep lending even in a severe simulated recession.',
        content:
          'Every year, large banks must show they could survive a make-believe economic crisis with falling home prices and rising unemployment. Larkspur\'s capital stayed well above the required minimum. The result allows the bank to keep paying its dividend to shareholders.',
        newsType: 'regulatory',
        sentiment: 'positive',
        impactScore: 2.6,
        hoursAgo: 44,
      },
      {
        headline: 'Larkspur Sets Aside More Money for Possible Loan Losses',
        summary:
          'The bank increased its reserve for bad loans by 180 million Bolts, citing slower business activity in some regions.',
        content:
          'A loan-loss reserve is money a bank puts aside in case some borrowers cannot repay. Larkspur said most customers are paying on time, but it wants a bigger cushion. The move reduces reported profit now but protects the bank if conditions worsen.',
        newsType: 'operational',
        sentiment: 'negative',
        impactScore: -2.85,
        hoursAgo: 119,
      },
      {
        headline: 'Larkspur Earnings Steady as Deposits Hold Firm',
        summary: 'Quarterly net income of 1.45 billion Bolts came in close to analyst estimates.',
        content:
          'Interest income edged higher while fee income from wealth management grew modestly. The number of new checking accounts opened by customers under 25 rose for the fourth straight quarter. Shares moved little after the report.',
        newsType: 'earnings',
        sentiment: 'neutral',
        impactScore: 0.35,
        hoursAgo: 210,
      },
    ],
  },
  {
    name: 'Kitefund',
    symbol: 'KITF',
    logo: '🪁',
    category: 'finance',
    sector: 'Financial Services',
    industry: 'Micro-Investing Platforms',
    description:
      'Kitefund is an app that lets people invest small amounts, starting from 1 Bolt, in diversified funds. It focuses on long-term investing and teaches users about risk along the way.',
    story:
      'Kitefund was founded in 2019 by a former fund manager who wanted to prove that investing is not only for the wealthy. The app lets users buy slices of broad index funds with spare change and set automatic weekly deposits. Instead of flashy charts that encourage frequent trading, Kitefund shows progress toward goals over years. The company is still losing money as it grows, but its losses are shrinking each quarter as more users pay for its premium plan.',
    ceo: 'Naledi Fairbanks',
    headquarters: 'Quillhaven',
    website: 'https://www.kitefund.example',
    businessModel:
      'Users pay a small monthly subscription for premium features such as custom goals and family accounts. Kitefund also earns a little interest on uninvested cash held in customer accounts.',
    competitiveAdvantages:
      'Its calm, education-first design builds trust with first-time investors. Automatic deposits keep customers engaged without needing expensive advertising.',
    keyRisks:
      'The company is not yet profitable and may need to raise more money. When markets fall, new users may stop signing up and existing ones may pause deposits.',
    price: 23.15,
    changePercent: 5.62,
    volume: 9400000,
    marketCap: 6019000000,
    employees: 780,
    founded: 2019,
    leadership: [
      {
        name: 'Naledi Fairbanks',
        position: 'Chief Executive Officer',
        bio: 'Naledi managed index funds for twelve years before founding Kitefund. She writes a weekly newsletter explaining investing in plain language.',
        education: 'M.Sc. Financial Economics, Dunmere Crossing University',
      },
      {
        name: 'Jasper Okafor-Lindgren',
        position: 'Chief Technology Officer',
        bio: 'Jasper built the fractional-share engine that lets users own tiny slices of funds.',
        education: 'B.Sc. Software Engineering, Quillhaven Polytechnic',
      },
      {
        name: 'Lucia Ferreira-Watts',
        position: 'Chief Financial Officer',
        bio: 'Lucia joined in 2023 with a mandate to reach profitability and has cut costs without slowing growth.',
        education: 'B.Com. Accounting, Fernmouth University',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 96000000, netIncome: -13500000, totalAssets: 1420000000, earningsPerShare: -0.05 },
      { quarter: '2026-Q2', revenue: 84000000, netIncome: -26000000, totalAssets: 1310000000, earningsPerShare: -0.1 },
      { quarter: '2026-Q1', revenue: 75000000, netIncome: -31200000, totalAssets: 1240000000, earningsPerShare: -0.12 },
      { quarter: '2025-Q4', revenue: 68000000, netIncome: -38500000, totalAssets: 1180000000, earningsPerShare: -0.15 },
    ],
    news: [
      {
        headline: 'Kitefund Narrows Loss as Premium Subscribers Jump 40%',
        summary:
          'The micro-investing app cut its quarterly loss roughly in half while revenue rose to 96 million Bolts.',
        content:
          'More than 1.2 million users now pay for Kitefund Premium, up 40% from a year earlier. The company said it could reach break-even within a year if current trends continue. Shares rose sharply on the news.',
        newsType: 'earnings',
        sentiment: 'positive',
        impactScore: 6.3,
        hoursAgo: 9,
      },
      {
        headline: 'Kitefund Launches Family Goals for Parents and Teens',
        summary: 'A new feature lets families save and invest toward shared goals, with teens able to track progress.',
        content:
          'Parents can set up a joint goal, such as a future college fund, and teens can add small deposits from part-time jobs. Each goal comes with short lessons on compound growth. The feature is included in the premium plan.',
        newsType: 'product_launch',
        sentiment: 'positive',
        impactScore: 2.4,
        hoursAgo: 87,
      },
      {
        headline: 'Market Dip Slows New Sign-Ups at Investing Apps',
        summary: 'A two-week slide in stock prices led to fewer new accounts across micro-investing apps, including Kitefund.',
        content:
          'Industry data showed new sign-ups fell about 15% during the dip. Kitefund noted that most existing users kept their automatic deposits running. Analysts said new-user growth often bounces back when markets steady.',
        newsType: 'market_update',
        sentiment: 'negative',
        impactScore: -2.1,
        hoursAgo: 166,
      },
      {
        headline: 'Kitefund Adds Plain-Language Risk Labels to Every Fund',
        summary: 'Each fund in the app now shows a simple one-to-five risk rating with an explanation.',
        content:
          'The company designed the labels with input from teachers and consumer groups. Regulators have encouraged apps to make risks clearer for beginners. Kitefund said the change is about helping users choose funds that match their goals.',
        newsType: 'regulatory',
        sentiment: 'neutral',
        impactScore: 0.5,
        hoursAgo: 228,
      },
    ],
  },
  {
    name: 'Junebug Budget',
    symbol: 'JNBG',
    logo: '🪲',
    category: 'finance',
    sector: 'Financial Services',
    industry: 'Personal Finance Software',
    description:
      'Junebug Budget makes a friendly budgeting app that sorts spending into categories and nudges users toward their savings goals. It deliberately avoids crypto and speculative features.',
    story:
      'Junebug was created in 2017 by a pair of siblings who kept their family budget in a worn notebook with a beetle doodle on the cover. Their app turned that notebook into colorful spending envelopes that refill every payday. Junebug became popular with students managing money on their own for the first time. The company now sells a classroom edition that teachers use to run budgeting simulations.',
    ceo: 'Wren Castellanos',
    headquarters: 'Fernmouth',
    website: 'https://www.junebugbudget.example',
    businessModel:
      'Junebug sells yearly subscriptions to individuals and discounted licenses to schools. It does not sell user data or show ads, which is a key part of its brand promise.',
    competitiveAdvantages:
      'A playful design and strong privacy stance make it popular with young users and schools. Its classroom edition introduces the app to future customers early.',
    keyRisks:
      'Profits are thin, and free budgeting tools offered by big banks could attract its users. Schools may cut software budgets in tight years.',
    price: 14.6,
    changePercent: -0.82,
    volume: 640000,
    marketCap: 1387000000,
    employees: 340,
    founded: 2017,
    leadership: [
      {
        name: 'Wren Castellanos',
        position: 'Chief Executive Officer',
        bio: 'Wren co-founded Junebug with her brother and led its design until becoming CEO. She is a strong advocate for data privacy.',
        education: 'B.F.A. Interaction Design, Glimmerfield School of Art',
      },
      {
        name: 'Mateo Castellanos',
        position: 'Chief Technology Officer',
        bio: 'Mateo wrote the original envelope engine and now leads a small, tight-knit engineering team.',
        education: 'B.Sc. Computer Science, Fernmouth University',
      },
      {
        name: 'Adaeze Holloway',
        position: 'Head of Education Partnerships',
        bio: 'A former middle-school math teacher, Adaeze built the classroom edition now used in over 3,000 schools.',
        education: 'M.Ed. Curriculum Design, Riverlight College',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 38400000, netIncome: 3100000, totalAssets: 421000000, earningsPerShare: 0.03 },
      { quarter: '2026-Q2', revenue: 36900000, netIncome: 2600000, totalAssets: 409000000, earningsPerShare: 0.03 },
      { quarter: '2026-Q1', revenue: 35200000, netIncome: 1800000, totalAssets: 398000000, earningsPerShare: 0.02 },
      { quarter: '2025-Q4', revenue: 34100000, netIncome: 2200000, totalAssets: 392000000, earningsPerShare: 0.02 },
    ],
    news: [
      {
        headline: 'Junebug Classroom Edition Adopted by 400 More Schools',
        summary: 'A statewide education board selected Junebug for its new personal-finance course.',
        content:
          'Students will use the app to plan budgets for imaginary first apartments and part-time paychecks. The deal adds steady license revenue for at least three years. Junebug said the win could open doors with other education boards.',
        newsType: 'partnership',
        sentiment: 'positive',
        impactScore: 3.8,
        hoursAgo: 15,
      },
      {
        headline: 'Big Bank Adds Free Budgeting Tool to Its App',
        summary: 'A major national bank launched a free spending tracker, raising competition for paid budgeting apps.',
        content:
          'The new tool sorts spending automatically and is included at no cost for the bank\'s customers. Analysts said Junebug\'s privacy promise and classroom focus set it apart, but some price-sensitive users could switch. Junebug shares slipped slightly.',
        newsType: 'market_update',
        sentiment: 'negative',
        impactScore: -1.75,
        hoursAgo: 61,
      },
      {
        headline: 'Junebug Reports Small Profit for Fourth Straight Quarter',
        summary: 'Net income was 3.1 million Bolts on revenue of 38.4 million Bolts.',
        content:
          'Subscriber growth was modest, but fewer customers cancelled than in previous quarters. The company is keeping spending tight while it invests in its classroom edition. Management kept its full-year outlook unchanged.',
        newsType: 'earnings',
        sentiment: 'neutral',
        impactScore: 0.6,
        hoursAgo: 140,
      },
    ],
  },
  {
    name: 'Lanternway Credit Partners',
    symbol: 'LTWY',
    logo: '🏮',
    category: 'finance',
    sector: 'Financial Services',
    industry: 'Credit Union Services',
    description:
      'Lanternway Credit Partners provides shared branches, card processing and lending software to more than 600 credit unions. It helps small, member-owned lenders offer the same services as big banks.',
    story:
      'Lanternway began in 1974 as a cooperative project among a dozen teachers\' and farmers\' credit unions that wanted to share one computer system. Because credit unions are owned by their members, they cannot be bought on a stock market, but the service company that supports them can. Lanternway became a publicly traded company in 2005 so it could raise money to build modern technology. Today its shared-branch network lets a member of one credit union deposit cash at thousands of partner locations.',
    ceo: 'Theodora Mwangi-Calder',
    headquarters: 'Dunmere Crossing',
    website: 'https://www.lanternwaycredit.example',
    businessModel:
      'Credit unions pay Lanternway monthly fees based on their number of members, plus small fees for each card transaction and shared-branch visit. Long-term contracts make revenue predictable.',
    competitiveAdvantages:
      'Its shared-branch network becomes more valuable with every credit union that joins. Clients rarely switch providers because moving core systems is costly and complex.',
    keyRisks:
      'Credit unions sometimes merge, which can reduce the number of paying clients. Large banking-software firms are competing for the same customers.',
    price: 36.2,
    changePercent: 0.17,
    volume: 520000,
    marketCap: 5068000000,
    employees: 3200,
    founded: 1974,
    leadership: [
      {
        name: 'Theodora Mwangi-Calder',
        position: 'Chief Executive Officer',
        bio: 'Theodora previously ran a mid-sized credit union, giving her first-hand knowledge of what Lanternway\'s clients need.',
        education: 'MBA, Riverlight College',
      },
      {
        name: 'Samuel Iwasaki-Grant',
        position: 'Chief Operating Officer',
        bio: 'Samuel oversees the shared-branch network and the data centers that keep it running around the clock.',
        education: 'B.Sc. Information Systems, Dunmere Crossing University',
      },
      {
        name: 'Mireille Dubonnet',
        position: 'Chief Financial Officer',
        bio: 'Mireille joined Lanternway in 2016 after a career auditing cooperative financial institutions.',
        education: 'M.Acc. Accounting, Northmere Institute of Commerce',
      },
      {
        name: 'Ravi Chandrasekar',
        position: 'Chief Product Officer',
        bio: 'Ravi leads development of the mobile banking app that credit unions offer under their own names.',
        education: 'B.Tech. Computer Engineering, Cobaltport Institute of Technology',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 212000000, netIncome: 27300000, totalAssets: 2940000000, earningsPerShare: 0.2 },
      { quarter: '2026-Q2', revenue: 207000000, netIncome: 25900000, totalAssets: 2900000000, earningsPerShare: 0.19 },
      { quarter: '2026-Q1', revenue: 203000000, netIncome: 24100000, totalAssets: 2870000000, earningsPerShare: 0.17 },
      { quarter: '2025-Q4', revenue: 205000000, netIncome: 26400000, totalAssets: 2850000000, earningsPerShare: 0.19 },
    ],
    news: [
      {
        headline: 'Lanternway Signs Ten-Year Deal with Prairie Cooperative Group',
        summary: 'Thirty-five credit unions in the Prairie Cooperative Group will move their card processing to Lanternway.',
        content:
          'The contract is the largest in Lanternway\'s history by number of credit unions. Members of those credit unions will also gain access to the shared-branch network. The transition is expected to take 18 months.',
        newsType: 'partnership',
        sentiment: 'positive',
        impactScore: 4.05,
        hoursAgo: 22,
      },
      {
        headline: 'Two Client Credit Unions Agree to Merge',
        summary: 'A merger between two Lanternway clients will combine their contracts into one, slightly reducing fees.',
        content:
          'Credit union mergers are common as smaller lenders look to share costs. Lanternway said the combined credit union will stay on its platform. Analysts estimated the fee impact at less than 1% of annual revenue.',
        newsType: 'market_update',
        sentiment: 'negative',
        impactScore: -0.95,
        hoursAgo: 105,
      },
      {
        headline: 'Lanternway Completes Upgrade of Shared-Branch Systems',
        summary: 'A two-year project to modernize the shared-branch network finished on schedule.',
        content:
          'The upgrade lets tellers at any partner location see a visiting member\'s account instantly. Lanternway said the new system uses less energy and should lower operating costs. Spending on the project will now wind down.',
        newsType: 'operational',
        sentiment: 'neutral',
        impactScore: 0.7,
        hoursAgo: 199,
      },
    ],
  },
  {
    name: 'Ironbridge Exchange Group',
    symbol: 'IBXG',
    logo: '📈',
    category: 'finance',
    sector: 'Financial Services',
    industry: 'Exchanges & Market Data',
    description:
      'Ironbridge Exchange Group runs a stock exchange, a clearing house and a market-data business. Thousands of companies list their shares on its exchange.',
    story:
      'Ironbridge was founded in 1961 when traders in Stonereach moved from shouting orders on a crowded floor to a more organized trading hall beside the old iron bridge. In the 1990s it became one of the first exchanges to switch fully to electronic trading. It later added a clearing house that makes sure buyers get their shares and sellers get their money. Ironbridge now focuses on selling market data and helping young companies list their shares for the first time.',
    ceo: 'Leopold Aguilar-Whitfield',
    headquarters: 'Stonereach',
    website: 'https://www.ironbridgeexchange.example',
    businessModel:
      'Ironbridge earns a small fee on every trade, annual listing fees from companies on its exchange, and subscription fees from firms that buy its real-time price data. Data and listing fees are steady even when trading is quiet.',
    competitiveAdvantages:
      'Exchanges benefit from network effects: buyers and sellers go where others already trade. Its data is used by thousands of firms and is hard to replace.',
    keyRisks:
      'Trading volumes, and therefore fees, drop when markets are calm. Regulators closely watch exchange fees and could limit them.',
    price: 212.5,
    changePercent: 1.93,
    volume: 1150000,
    marketCap: 31875000000,
    employees: 5600,
    founded: 1961,
    leadership: [
      {
        name: 'Leopold Aguilar-Whitfield',
        position: 'Chief Executive Officer',
        bio: 'Leopold joined Ironbridge as a software engineer during its switch to electronic trading and has led the company since 2018.',
        education: 'M.Sc. Electrical Engineering, Stonereach University',
      },
      {
        name: 'Sunniva Osei-Bjornstad',
        position: 'Chief Financial Officer',
        bio: 'Sunniva helped grow the market-data division into the company\'s most profitable business.',
        education: 'MBA, Halcyon Ridge School of Management',
      },
      {
        name: 'Darnell Whitacre',
        position: 'President, Listings',
        bio: 'Darnell works with growing companies preparing to sell shares to the public for the first time.',
        education: 'B.A. Economics, Sunvale State College',
      },
      {
        name: 'Mei-Lin Arkwright',
        position: 'Chief Regulatory Officer',
        bio: 'Mei-Lin leads the team that monitors trading for unfair behavior and keeps markets orderly.',
        education: 'J.D., Port Verdance School of Law',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 1052000000, netIncome: 412000000, totalAssets: 24300000000, earningsPerShare: 2.75 },
      { quarter: '2026-Q2', revenue: 998000000, netIncome: 381000000, totalAssets: 23800000000, earningsPerShare: 2.54 },
      { quarter: '2026-Q1', revenue: 1086000000, netIncome: 433000000, totalAssets: 24900000000, earningsPerShare: 2.89 },
      { quarter: '2025-Q4', revenue: 941000000, netIncome: 352000000, totalAssets: 23100000000, earningsPerShare: 2.35 },
    ],
    news: [
      {
        headline: 'Ironbridge Welcomes Record Number of New Listings',
        summary: 'Fourteen companies listed on the Ironbridge exchange this quarter, the most in five years.',
        content:
          'New listings bring in one-time fees and ongoing annual charges. Several of the new companies work in clean energy and healthcare. Ironbridge said more firms are preparing to list next year.',
        newsType: 'market_update',
        sentiment: 'positive',
        impactScore: 3.45,
        hoursAgo: 12,
      },
      {
        headline: 'Ironbridge Launches Student Market-Data Feed',
        summary: 'A free, 15-minute-delayed price feed for schools and universities aims to support finance education.',
        content:
          'Teachers can use the feed to build classroom trading simulations with real-looking prices. Ironbridge said the program costs little to run and builds familiarity with its data products. Over 500 schools signed up in the first week.',
        newsType: 'product_launch',
        sentiment: 'positive',
        impactScore: 1.2,
        hoursAgo: 78,
      },
      {
        headline: 'Regulator Proposes Caps on Market-Data Fees',
        summary: 'A proposal would limit how much exchanges can charge for some real-time price data.',
        content:
          'Trading firms have long argued that data fees are too high. Ironbridge said it will respond during the public comment period and believes its prices are fair. If adopted, the rule could reduce data revenue starting in two years.',
        newsType: 'regulatory',
        sentiment: 'negative',
        impactScore: -4.1,
        hoursAgo: 150,
      },
    ],
  },
];
