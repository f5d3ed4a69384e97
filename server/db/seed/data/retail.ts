import type { SeedCompany } from '../seed-types.ts';

export const retailCompanies: SeedCompany[] = [
  {
    name: 'Skyhop Sneaker Co.',
    symbol: 'SKHP',
    logo: '👟',
    category: 'retail',
    sector: 'Consumer Discretionary',
    industry: 'Footwear',
    description:
      'Skyhop designs running shoes and everyday sneakers, known for its springy Cloudcoil midsole and its limited-edition colorway drops.',
    story:
      'Skyhop began in 1984 when two track coaches glued recycled bike-tire rubber onto canvas shoes for their team in a Cobblestone Harbor garage. Word spread through local races, and within a decade the brand was sold across the country. Today about half of its shoes are sold through its own app and stores, where members can customize colors before they buy. The company is now betting on a fully recyclable sneaker line and wants to grind returned pairs into new soles at scale by 2030.',
    ceo: 'Imani Okafor-Reyes',
    headquarters: 'Cobblestone Harbor',
    website: 'https://www.skyhop.example',
    businessModel:
      'Skyhop sells shoes and some apparel through its own stores and app, which earns more profit per pair, and through sporting-goods retailers, which gives it wider reach. Limited drops create buzz, while everyday models bring steady repeat sales.',
    competitiveAdvantages:
      'The Cloudcoil cushioning is protected by patents, and a membership program with about 30 million users gives Skyhop direct data on what customers want. Partnerships with school and club running teams keep the brand visible to young athletes.',
    keyRisks:
      'Sneaker trends change fast, and a collection that flops can leave warehouses full of shoes that must be sold at a discount. Most pairs are made by outside factories overseas, so shipping delays or rising material costs can squeeze profits.',
    price: 84.2,
    changePercent: 1.85,
    volume: 3_420_000,
    marketCap: 35_364_000_000,
    employees: 18_500,
    founded: 1984,
    leadership: [
      {
        name: 'Imani Okafor-Reyes',
        position: 'Chief Executive Officer',
        bio: 'A former competitive 800-meter runner who joined Skyhop as a product tester and rose through design and marketing. She became CEO in 2019 and pushed the company toward selling directly to customers.',
        education: 'B.S. in Kinesiology, Marrowfield State University',
      },
      {
        name: 'Tobias Lindqvist',
        position: 'Chief Financial Officer',
        bio: 'Spent twelve years managing budgets for a regional department-store group before joining Skyhop in 2017. He is known for keeping inventory lean.',
        education: 'MBA, Lindenport School of Business',
      },
      {
        name: 'Priya Venkataraman',
        position: 'Chief Design Officer',
        bio: 'Leads a 300-person design studio and co-created the Cloudcoil midsole. She also runs a yearly sneaker design challenge for high-school students.',
        education: 'B.F.A. in Industrial Design, Saltmere Institute of Art',
      },
      {
        name: 'Marcus Delacroix-Obi',
        position: 'Chief Sustainability Officer',
        bio: 'Oversees the shoe take-back program and the switch to recycled materials. He previously ran recycling operations for a city government.',
        education: 'M.S. in Environmental Engineering, Alder Falls University',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 2_140_000_000, netIncome: 193_000_000, totalAssets: 9_840_000_000, earningsPerShare: 0.46 },
      { quarter: '2026-Q2', revenue: 2_010_000_000, netIncome: 176_000_000, totalAssets: 9_610_000_000, earningsPerShare: 0.42 },
      { quarter: '2026-Q1', revenue: 1_880_000_000, netIncome: 151_000_000, totalAssets: 9_420_000_000, earningsPerShare: 0.36 },
      { quarter: '2025-Q4', revenue: 2_260_000_000, netIncome: 214_000_000, totalAssets: 9_300_000_000, earningsPerShare: 0.51 },
    ],
    news: [
      {
        headline: 'Skyhop\'s Recycled "Loopstride" Sneaker Sells Out in Two Days',
        summary:
          'The first Skyhop shoe made partly from ground-up old sneakers sold out its initial run of 200,000 pairs.',
        content:
          'Skyhop said the Loopstride uses soles containing 40% rubber from pairs returned through its take-back bins. Analysts noted that strong demand could help the company justify building a bigger recycling plant. A second production run is planned for next quarter, and the company warned that supply will stay tight until then.',
        newsType: 'product_launch',
        sentiment: 'positive',
        impactScore: 6.4,
        hoursAgo: 18,
      },
      {
        headline: 'Skyhop Beats Q3 Revenue Forecast as App Sales Climb',
        summary:
          'Quarterly revenue reached 2.14 billion Bolts, helped by a jump in orders placed through the Skyhop app.',
        content:
          'Revenue rose about 6% from the previous quarter, and net income came in at 193 million Bolts. Sales through the app and Skyhop\'s own stores made up more than half of revenue for the first time. Management explained that selling directly usually earns more profit per pair than selling through other retailers.',
        newsType: 'earnings',
        sentiment: 'positive',
        impactScore: 4.75,
        hoursAgo: 52,
      },
      {
        headline: 'Port Congestion Delays Some Skyhop Holiday Shipments',
        summary:
          'A backlog at overseas ports means a few holiday sneaker styles may reach stores later than planned.',
        content:
          'Skyhop said roughly 8% of its holiday inventory is affected and that it will pay extra to fly in the most popular styles. Air freight costs much more than shipping by sea, which could trim profit margins slightly in the fourth quarter. The company does not expect to cancel any product launches.',
        newsType: 'operational',
        sentiment: 'negative',
        impactScore: -3.2,
        hoursAgo: 130,
      },
    ],
  },
  {
    name: 'Radishway Grocers',
    symbol: 'RDSW',
    logo: '🥕',
    category: 'retail',
    sector: 'Consumer Staples',
    industry: 'Grocery Stores',
    description:
      'Radishway runs about 1,900 neighborhood grocery stores and a fast-growing same-day delivery service, focused on fresh produce and affordable store-brand products.',
    story:
      'Radishway opened in 1958 as a single farm stand in Marrowfield, selling radishes, sweet corn and eggs from the founding family\'s farm. In the 1970s it grew into a regional supermarket chain by buying fresh food straight from nearby farmers instead of going through middlemen. Today it operates stores in dozens of cities and can deliver groceries from most of them within two hours. Its next big goal is to cut food waste in half by donating unsold food and using smarter ordering software.',
    ceo: 'Darnell Whitcombe',
    headquarters: 'Marrowfield',
    website: 'https://www.radishway.example',
    businessModel:
      'Radishway earns a small profit on a huge number of everyday purchases, so selling in high volume is what matters most. Its Greenstem store brand costs shoppers less but earns a higher margin than national brands, and a paid delivery membership adds steady subscription revenue.',
    competitiveAdvantages:
      'Decades-long relationships with regional farms give it reliable supplies of fresh produce at good prices. Many of its stores sit in walkable neighborhoods, and people tend to shop at their closest grocery store week after week.',
    keyRisks:
      'Grocery margins are razor thin, at only about 2 to 3 Bolts of profit for every 100 Bolts of sales, so rising wages, energy bills or food costs can quickly hurt earnings. Discount chains and online sellers compete hard on price.',
    price: 46.75,
    changePercent: -0.42,
    volume: 6_850_000,
    marketCap: 51_425_000_000,
    employees: 142_000,
    founded: 1958,
    leadership: [
      {
        name: 'Darnell Whitcombe',
        position: 'Chief Executive Officer',
        bio: 'Started as a weekend cashier at a Radishway store when he was 16, then went on to manage stores and whole regions. He became CEO in 2021.',
        education: 'B.A. in Business Administration, Fernhollow College',
      },
      {
        name: 'Mei-Lin Zhao',
        position: 'Chief Financial Officer',
        bio: 'Previously the finance chief of a regional food distributor. At Radishway she has focused on paying down debt while funding store remodels.',
        education: 'M.S. in Accounting, Quillton University',
      },
      {
        name: 'Esteban Arroyo-Vance',
        position: 'Chief Supply Chain Officer',
        bio: 'Runs the network of 24 distribution centers and the farm partnership program. He introduced the forecasting software that reduced spoiled produce by 18%.',
        education: 'B.S. in Industrial Engineering, Brightwater Technical Institute',
      },
      {
        name: 'Fatima Al-Rashidi',
        position: 'Chief Digital Officer',
        bio: 'Built the Radishway delivery app from a three-store pilot into a service used by millions of households.',
        education: 'M.S. in Computer Science, Lindenport University',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 11_620_000_000, netIncome: 302_000_000, totalAssets: 38_400_000_000, earningsPerShare: 0.27 },
      { quarter: '2026-Q2', revenue: 11_410_000_000, netIncome: 288_000_000, totalAssets: 38_100_000_000, earningsPerShare: 0.26 },
      { quarter: '2026-Q1', revenue: 11_180_000_000, netIncome: 265_000_000, totalAssets: 37_800_000_000, earningsPerShare: 0.24 },
      { quarter: '2025-Q4', revenue: 12_050_000_000, netIncome: 331_000_000, totalAssets: 37_500_000_000, earningsPerShare: 0.30 },
    ],
    news: [
      {
        headline: 'Radishway Delivery Membership Passes 6 Million Households',
        summary:
          'The grocer\'s paid delivery plan added nearly 400,000 members in the last three months.',
        content:
          'Members pay a yearly fee for free two-hour delivery on larger orders, which gives Radishway a steady stream of subscription income. The company said members also tend to spend more per week than non-members. Delivery now makes up about 14% of total sales.',
        newsType: 'market_update',
        sentiment: 'positive',
        impactScore: 2.9,
        hoursAgo: 9,
      },
      {
        headline: 'Radishway Quarterly Profit Edges Up as Food Prices Hold Steady',
        summary:
          'Net income of 302 million Bolts was slightly higher than last quarter, though margins stayed thin.',
        content:
          'Revenue grew about 2% to 11.62 billion Bolts, roughly what analysts expected. Higher sales of Greenstem store-brand products helped profits, but rising wages for warehouse staff took back part of the gain. Management kept its full-year forecast unchanged.',
        newsType: 'earnings',
        sentiment: 'neutral',
        impactScore: 0.35,
        hoursAgo: 76,
      },
      {
        headline: 'Regulators Review Radishway\'s Bagged Salad Recall',
        summary:
          'Food safety officials are examining how the company handled a voluntary recall of salads from one supplier.',
        content:
          'No illnesses have been reported, and Radishway said it pulled the salads from shelves within hours of a failed lab test. Regulators want to check whether its supplier testing rules are strict enough. The company could face a fine or new testing requirements, which would add costs.',
        newsType: 'regulatory',
        sentiment: 'negative',
        impactScore: -2.6,
        hoursAgo: 165,
      },
      {
        headline: 'Radishway Partners With Regional Food Banks to Cut Waste',
        summary:
          'A new program will send unsold but safe food from every Radishway store to local food banks each day.',
        content:
          'Refrigerated trucks will collect bread, produce and dairy that is close to its sell-by date but still good to eat. Radishway expects the program to keep about 30,000 tonnes of food out of landfills each year. Donating food can also reduce waste-disposal fees for the stores.',
        newsType: 'partnership',
        sentiment: 'positive',
        impactScore: 1.8,
        hoursAgo: 210,
      },
    ],
  },
  {
    name: 'Quaymarket',
    symbol: 'QYMK',
    logo: '🛒',
    category: 'retail',
    sector: 'Consumer Discretionary',
    industry: 'Internet Retail',
    description:
      'Quaymarket is an online marketplace where more than 2 million independent sellers list everything from handmade jewelry to refurbished electronics, while Quaymarket handles payments, shipping labels and buyer protection.',
    story:
      'Quaymarket was founded in 2004 by three college friends who wanted to help harbor-town craft makers sell beyond their weekend markets. The first version of the site was run from a rented room above a ferry ticket office in Lindenport, which inspired the name. It grew by keeping seller fees low and building a review system that buyers trusted. Today Quaymarket is expanding into refurbished goods and a shared warehouse service that lets small sellers offer next-day shipping.',
    ceo: 'Sofia Nakamura-Bell',
    headquarters: 'Lindenport',
    website: 'https://www.quaymarket.example',
    businessModel:
      'Quaymarket does not own most of what is sold on its site; it earns a commission of about 8% on each sale, plus fees for advertising and for storing and shipping sellers\' products. This marketplace model lets it grow without buying large amounts of inventory.',
    competitiveAdvantages:
      'It benefits from a network effect: more buyers attract more sellers, and more sellers attract more buyers, which is hard for a newcomer to copy. Its buyer-protection guarantee and two decades of reviews have built strong trust.',
    keyRisks:
      'Fake or unsafe products slipping onto the site can damage trust and attract regulators. Sellers may leave if fees rise too much, and new marketplace rules in several regions could raise compliance costs.',
    price: 212.4,
    changePercent: 2.63,
    volume: 5_480_000,
    marketCap: 129_564_000_000,
    employees: 36_000,
    founded: 2004,
    leadership: [
      {
        name: 'Sofia Nakamura-Bell',
        position: 'Chief Executive Officer',
        bio: 'One of Quaymarket\'s three co-founders, she wrote much of the original website code. She has led the company since 2011.',
        education: 'B.S. in Computer Science, Lindenport University',
      },
      {
        name: 'Oluwaseun Adeyemi',
        position: 'Chief Financial Officer',
        bio: 'Joined from an investment firm in 2015 and guided Quaymarket through its expansion into warehouses and shipping.',
        education: 'MBA, Cobblestone Harbor Business School',
      },
      {
        name: 'Rafael Quintero',
        position: 'Chief Trust & Safety Officer',
        bio: 'A former consumer-protection investigator who now leads the team and software tools that screen listings for fakes and unsafe items.',
        education: 'J.D., Saltmere Law School',
      },
      {
        name: 'Anneliese Brandt',
        position: 'Chief Operating Officer',
        bio: 'Runs Quaymarket\'s fulfillment warehouses and seller support teams. She previously designed delivery routes for a national parcel carrier.',
        education: 'M.S. in Operations Research, Brightwater Technical Institute',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 6_840_000_000, netIncome: 724_000_000, totalAssets: 48_200_000_000, earningsPerShare: 1.19 },
      { quarter: '2026-Q2', revenue: 6_520_000_000, netIncome: 681_000_000, totalAssets: 46_900_000_000, earningsPerShare: 1.12 },
      { quarter: '2026-Q1', revenue: 6_210_000_000, netIncome: 612_000_000, totalAssets: 45_600_000_000, earningsPerShare: 1.00 },
      { quarter: '2025-Q4', revenue: 7_350_000_000, netIncome: 845_000_000, totalAssets: 44_800_000_000, earningsPerShare: 1.39 },
    ],
    news: [
      {
        headline: 'Quaymarket Launches "Second Wind" Store for Certified Refurbished Goods',
        summary:
          'A new section of the site sells inspected and repaired phones, laptops and appliances with a one-year guarantee.',
        content:
          'Every Second Wind item is checked by Quaymarket-approved repair shops before it is listed. Refurbished goods are usually cheaper for shoppers and keep electronics out of landfills. Analysts say the section could become a meaningful source of commission revenue within two years.',
        newsType: 'product_launch',
        sentiment: 'positive',
        impactScore: 5.1,
        hoursAgo: 30,
      },
      {
        headline: 'Quaymarket Q3 Profit Rises 6% as Advertising Revenue Grows',
        summary:
          'Net income reached 724 million Bolts, driven by sellers paying to promote their listings.',
        content:
          'Advertising is a high-margin business because Quaymarket does not need to ship anything to earn it. Revenue rose to 6.84 billion Bolts, up from 6.52 billion the quarter before. The company also said the number of active buyers grew for the ninth quarter in a row.',
        newsType: 'earnings',
        sentiment: 'positive',
        impactScore: 3.85,
        hoursAgo: 98,
      },
      {
        headline: 'Lawmakers Propose Stricter Seller Checks for Online Marketplaces',
        summary:
          'A proposed law would require marketplaces to verify the identity and address of every high-volume seller.',
        content:
          'Supporters say the rule would make it harder to sell counterfeit goods online. Quaymarket already verifies many sellers, but the new rule could require checking hundreds of thousands more accounts. Analysts estimate the extra work could cost the company tens of millions of Bolts a year.',
        newsType: 'regulatory',
        sentiment: 'negative',
        impactScore: -4.1,
        hoursAgo: 150,
      },
      {
        headline: 'Quaymarket Opens Shared Seller Warehouse in Fernhollow',
        summary:
          'The new warehouse will store and ship products for small sellers across the northern region.',
        content:
          'Sellers who use the warehouse pay a storage fee but can offer next-day delivery to buyers. The site is Quaymarket\'s eleventh shared warehouse. The company said the opening was already included in its yearly spending plans.',
        newsType: 'operational',
        sentiment: 'neutral',
        impactScore: 0.6,
        hoursAgo: 228,
      },
    ],
  },
  {
    name: 'Tallpage Books & Comics',
    symbol: 'TLPG',
    logo: '📚',
    category: 'retail',
    sector: 'Consumer Discretionary',
    industry: 'Book & Comic Retail',
    description:
      'Tallpage runs about 310 cozy bookstores that mix new books, comics, manga and graphic novels with a packed schedule of author visits and drawing workshops.',
    story:
      'Tallpage started in 1971 as a tiny shop in Alder Falls whose owner stacked shelves so high that customers needed a rolling ladder, which gave the store its name. In the 1990s it added comic-book corners, and they quickly became the busiest part of every store. While many bookstores closed as online shopping took off, Tallpage survived by turning its shops into community hangouts with reading clubs and free sketch nights. It is now testing small "pocket" stores inside train stations and public libraries.',
    ceo: 'Beatriz Castellanos',
    headquarters: 'Alder Falls',
    website: 'https://www.tallpage.example',
    businessModel:
      'Tallpage earns most of its money by selling books and comics, keeping the difference between what it pays publishers and the price customers pay. Membership cards, in-store cafés and ticketed author events add extra income, and the holiday season brings in the biggest sales of the year.',
    competitiveAdvantages:
      'Knowledgeable staff who make personal recommendations, plus a busy events calendar, give readers a reason to visit in person. Its comics and manga selection is one of the largest of any bookstore chain.',
    keyRisks:
      'Online retailers often sell books for less, and physical stores carry high rent costs. Sales depend heavily on the holiday quarter, so a weak December can wipe out much of the year\'s profit.',
    price: 18.35,
    changePercent: -1.27,
    volume: 640_000,
    marketCap: 1_321_200_000,
    employees: 4_200,
    founded: 1971,
    leadership: [
      {
        name: 'Beatriz Castellanos',
        position: 'Chief Executive Officer',
        bio: 'A former children\'s librarian who joined Tallpage to run its events program and became CEO in 2020. She launched the free sketch-night series now held in every store.',
        education: 'M.L.I.S. in Library Science, Fernhollow College',
      },
      {
        name: 'Hamish Duncraig',
        position: 'Chief Financial Officer',
        bio: 'Spent fifteen years in finance at a stationery maker before joining Tallpage in 2018. He negotiated the company\'s lower-cost store leases.',
        education: 'B.Com. in Finance, Quillton University',
      },
      {
        name: 'Yuki Watanabe-Lowe',
        position: 'Head of Comics & Manga',
        bio: 'A former independent comic-shop owner whose store Tallpage bought in 2012. She picks which series get featured on the front tables.',
        education: 'B.A. in Japanese Studies, Saltmere University',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 262_000_000, netIncome: 9_100_000, totalAssets: 742_000_000, earningsPerShare: 0.13 },
      { quarter: '2026-Q2', revenue: 248_000_000, netIncome: 6_400_000, totalAssets: 735_000_000, earningsPerShare: 0.09 },
      { quarter: '2026-Q1', revenue: 231_000_000, netIncome: -2_700_000, totalAssets: 729_000_000, earningsPerShare: -0.04 },
      { quarter: '2025-Q4', revenue: 318_000_000, netIncome: 17_800_000, totalAssets: 738_000_000, earningsPerShare: 0.25 },
    ],
    news: [
      {
        headline: 'Tallpage Slips After Warning of Softer Holiday Preorders',
        summary:
          'Shares fell after the company said early holiday preorders are running about 4% below last year.',
        content:
          'Tallpage said fewer big-name novels are being released this holiday season, which usually drives preorders. The company still expects strong sales of manga and graphic novels. Because the fourth quarter earns most of the year\'s profit, investors watch these early numbers closely.',
        newsType: 'market_update',
        sentiment: 'negative',
        impactScore: -3.45,
        hoursAgo: 5,
      },
      {
        headline: 'Tallpage Teams Up With Public Libraries for "Pocket" Stores',
        summary:
          'Small Tallpage shops will open inside 25 public libraries, selling books next to the borrowing shelves.',
        content:
          'The libraries will receive a share of each sale to help fund their reading programs. Pocket stores need only a few staff and pay little rent, so they can be profitable with modest sales. If the pilot works, Tallpage plans to expand it next year.',
        newsType: 'partnership',
        sentiment: 'positive',
        impactScore: 2.2,
        hoursAgo: 88,
      },
      {
        headline: 'Manga Boom Keeps Tallpage Profitable in Q3',
        summary:
          'Tallpage earned 9.1 million Bolts in the third quarter after a small loss earlier in the year.',
        content:
          'Manga and graphic novel sales grew 21% compared with the same quarter last year. The company posted a loss in the first quarter, when book sales are usually slow after the holidays. Managers said events like sketch nights are bringing in younger customers.',
        newsType: 'earnings',
        sentiment: 'positive',
        impactScore: 1.9,
        hoursAgo: 170,
      },
    ],
  },
  {
    name: 'Tokenfort Games',
    symbol: 'TKFT',
    logo: '🎮',
    category: 'retail',
    sector: 'Consumer Discretionary',
    industry: 'Video Game & Hobby Retail',
    description:
      'Tokenfort operates about 2,100 game shops selling video games, consoles, board games and trading cards, and hosts weekly in-store tournament nights.',
    story:
      'Tokenfort began in 1989 as an arcade in Saltmere where players bought tokens at a small castle-shaped booth. When home consoles took off, the owners turned the arcade into a store that bought and sold used cartridges. The chain expanded quickly in the 2000s, but in recent years more players have downloaded games straight to their consoles instead of buying discs. Tokenfort is now in the middle of a turnaround: closing weaker stores and leaning into board games, trading cards and community events.',
    ceo: 'Aurelio Fonseca',
    headquarters: 'Saltmere',
    website: 'https://www.tokenfort.example',
    businessModel:
      'Tokenfort sells new games and consoles at low profit margins and buys and resells used games and collectibles at much higher margins. A paid loyalty program gives members trade-in bonuses, while tournament entry fees and sponsorships are a small but growing source of income.',
    competitiveAdvantages:
      'Its large network of local stores makes Tokenfort a go-to spot for trade-ins and in-person tournaments. Its trading-card grading service and collector community are hard for online-only sellers to copy.',
    keyRisks:
      'The shift to digital downloads keeps shrinking sales of physical games, which is why the company lost money in three of the last four quarters. Closing stores costs money up front, and the turnaround could take longer than investors hope.',
    price: 11.6,
    changePercent: -3.84,
    volume: 14_300_000,
    marketCap: 3_596_000_000,
    employees: 12_800,
    founded: 1989,
    leadership: [
      {
        name: 'Aurelio Fonseca',
        position: 'Chief Executive Officer',
        bio: 'Brought in during 2024 to lead the turnaround after successfully running a chain of hobby and model shops. He is a lifelong strategy board-game fan.',
        education: 'MBA, Marrowfield State University',
      },
      {
        name: 'Grace Oyelaran',
        position: 'Chief Financial Officer',
        bio: 'Oversees the store-closure plan and the company\'s cash reserves. She previously helped restructure a struggling electronics retailer.',
        education: 'B.S. in Finance, Alder Falls University',
      },
      {
        name: 'Dmitri Sokolenko',
        position: 'Chief Community Officer',
        bio: 'A former professional fighting-game player who built the Tokenfort tournament league. He now runs events in more than 1,500 stores.',
        education: 'B.A. in Communications, Saltmere University',
      },
      {
        name: 'Leilani Kahale',
        position: 'Chief Merchandising Officer',
        bio: 'Decides which games, cards and collectibles go on Tokenfort shelves. She expanded the board-game aisle to three times its former size.',
        education: 'B.S. in Retail Management, Cobblestone Harbor College',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 1_050_000_000, netIncome: -42_000_000, totalAssets: 3_910_000_000, earningsPerShare: -0.14 },
      { quarter: '2026-Q2', revenue: 980_000_000, netIncome: -58_000_000, totalAssets: 3_980_000_000, earningsPerShare: -0.19 },
      { quarter: '2026-Q1', revenue: 940_000_000, netIncome: -71_000_000, totalAssets: 4_060_000_000, earningsPerShare: -0.23 },
      { quarter: '2025-Q4', revenue: 1_620_000_000, netIncome: 38_000_000, totalAssets: 4_200_000_000, earningsPerShare: 0.12 },
    ],
    news: [
      {
        headline: 'Tokenfort\'s Q3 Loss Shrinks but Misses Forecasts',
        summary:
          'The company lost 42 million Bolts in the third quarter, better than last quarter but worse than analysts expected.',
        content:
          'Sales of new console games fell again as more players switched to digital downloads. Used games and trading cards did better, but not enough to cover the decline. Shares dropped as investors questioned how quickly the turnaround plan can work.',
        newsType: 'earnings',
        sentiment: 'negative',
        impactScore: -5.6,
        hoursAgo: 3,
      },
      {
        headline: 'Tokenfort to Close 180 Underperforming Stores',
        summary:
          'The closures are part of a plan announced last year to shrink the store network to about 1,900 locations.',
        content:
          'Tokenfort will pay one-time costs to end leases early, but expects to save money afterward. Most affected employees will be offered jobs at nearby stores. Analysts said the move was expected and already part of the company\'s forecasts.',
        newsType: 'operational',
        sentiment: 'neutral',
        impactScore: -0.5,
        hoursAgo: 60,
      },
      {
        headline: 'Trading-Card Sales Jump 35% at Tokenfort',
        summary:
          'Collectible card games and the company\'s card-grading service were a bright spot this year.',
        content:
          'Trading cards earn higher margins than new video games, so their growth helps Tokenfort\'s overall profitability. The company plans to add more card-battle tables to stores. It warned, however, that collectible trends can cool quickly.',
        newsType: 'market_update',
        sentiment: 'positive',
        impactScore: 3.3,
        hoursAgo: 140,
      },
      {
        headline: 'Tokenfort to Host Regional Student Esports League',
        summary:
          'High-school esports teams will play league matches in Tokenfort stores under a new two-year agreement.',
        content:
          'The league expects more than 600 school teams to take part. Tokenfort will provide gaming stations and prizes in exchange for sponsorship fees and more visits to its stores. Store managers hope families attending matches will also shop while they are there.',
        newsType: 'partnership',
        sentiment: 'positive',
        impactScore: 2.75,
        hoursAgo: 236,
      },
    ],
  },
  {
    name: 'Stitchwild Apparel',
    symbol: 'SWLD',
    logo: '🧵',
    category: 'retail',
    sector: 'Consumer Discretionary',
    industry: 'Apparel Retail',
    description:
      'Stitchwild sells clothing made from organic and recycled fabrics and runs a resale and repair service that buys back worn Stitchwild items.',
    story:
      'Stitchwild was founded in 2016 by a textile student who was frustrated that so many clothes end up in landfills after being worn only a few times. The first collection was just 12 hoodies and T-shirts, sold online from a dorm room in Fernhollow. The brand grew on social media with videos showing exactly where each garment\'s fabric came from. It now has 85 stores with repair counters and wants resale to make up a quarter of its sales by 2030.',
    ceo: 'Noor Haddad-Ellison',
    headquarters: 'Fernhollow',
    website: 'https://www.stitchwild.example',
    businessModel:
      'Stitchwild sells new clothing online and in stores at mid-range prices, then buys back used items for store credit and resells them after cleaning and repairs. Each resold piece earns a second profit from the same garment, and the store credit brings customers back.',
    competitiveAdvantages:
      'Shoppers trust its transparent supply chain, with a tag on every item showing where it was made. Its repair-and-resale system is already built and working, which would be slow and expensive for competitors to copy.',
    keyRisks:
      'Organic and recycled fabrics cost more, and shoppers may switch to cheaper fast-fashion brands when budgets are tight. The company only recently became profitable, so a weak season could push it back into losses.',
    price: 27.9,
    changePercent: 4.12,
    volume: 2_760_000,
    marketCap: 4_185_000_000,
    employees: 2_900,
    founded: 2016,
    leadership: [
      {
        name: 'Noor Haddad-Ellison',
        position: 'Chief Executive Officer',
        bio: 'Founded Stitchwild from her dorm room and still sketches a few designs each season. She speaks often at schools about the environmental cost of clothing.',
        education: 'B.A. in Textile Design, Fernhollow College',
      },
      {
        name: 'Kofi Mensah-Larsen',
        position: 'Chief Financial Officer',
        bio: 'Joined in 2021 from a sporting-goods company and helped Stitchwild reach its first profitable year. He focuses on controlling store-opening costs.',
        education: 'M.S. in Finance, Lindenport University',
      },
      {
        name: 'Ingrid Solberg',
        position: 'Chief Circularity Officer',
        bio: 'A trained tailor who designed the in-store Mend Bar repair counters. She runs the resale and repair business.',
        education: 'Diploma in Apparel Construction, Quillton Fashion Academy',
      },
      {
        name: 'Javier Montalbán',
        position: 'Chief Operating Officer',
        bio: 'Manages the factories and mills that make Stitchwild clothing and audits their working conditions every year.',
        education: 'B.S. in Supply Chain Management, Brightwater Technical Institute',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 312_000_000, netIncome: 6_200_000, totalAssets: 1_120_000_000, earningsPerShare: 0.04 },
      { quarter: '2026-Q2', revenue: 276_000_000, netIncome: -3_100_000, totalAssets: 1_060_000_000, earningsPerShare: -0.02 },
      { quarter: '2026-Q1', revenue: 241_000_000, netIncome: -8_400_000, totalAssets: 1_010_000_000, earningsPerShare: -0.06 },
      { quarter: '2025-Q4', revenue: 298_000_000, netIncome: 11_500_000, totalAssets: 980_000_000, earningsPerShare: 0.08 },
    ],
    news: [
      {
        headline: 'Stitchwild Swings Back to Profit With Strong Q3',
        summary:
          'Revenue jumped 13% from the prior quarter to 312 million Bolts, and the company earned 6.2 million Bolts after two loss-making quarters.',
        content:
          'Back-to-school jackets and hoodies sold especially well. Resale now makes up 17% of sales, up from 12% a year ago. Shares rose as investors welcomed signs that the business can grow and stay profitable at the same time.',
        newsType: 'earnings',
        sentiment: 'positive',
        impactScore: 5.25,
        hoursAgo: 14,
      },
      {
        headline: 'Stitchwild Adds Mend Bar Repair Counters to 20 More Stores',
        summary:
          'Customers can bring in any Stitchwild item for free small repairs, such as fixing zippers or patching elbows.',
        content:
          'Free repairs cost Stitchwild money in the short term, but the company says they build loyalty and bring shoppers back into stores. Items that cannot be repaired can be traded in for store credit. About half of the chain\'s stores will have a Mend Bar by the end of the year.',
        newsType: 'product_launch',
        sentiment: 'positive',
        impactScore: 2.4,
        hoursAgo: 102,
      },
      {
        headline: 'Organic Cotton Prices Rise After Poor Harvest',
        summary:
          'Dry weather in major growing regions pushed organic cotton prices up about 15% this quarter.',
        content:
          'Stitchwild buys mostly organic and recycled fabrics, so higher cotton prices can squeeze its profit margins. The company said it had locked in prices for part of next year\'s supply. It may still need to raise some clothing prices if costs stay high.',
        newsType: 'market_update',
        sentiment: 'negative',
        impactScore: -2.15,
        hoursAgo: 190,
      },
    ],
  },
  {
    name: 'Roomsmith Home',
    symbol: 'RMSH',
    logo: '🛋️',
    category: 'retail',
    sector: 'Consumer Discretionary',
    industry: 'Home Furnishings Retail',
    description:
      'Roomsmith designs and sells affordable flat-pack furniture, mattresses and home decor through 340 showroom stores and its website, with optional delivery and assembly.',
    story:
      'Roomsmith was founded in 1967 by a carpenter in Quillton who designed a bookshelf that could be shipped flat and put together with a single tool. Cheaper, easy-to-ship furniture caught on with young families and students furnishing their first apartments. Over the years Roomsmith opened large showrooms where customers can try out sofas and beds before buying. Its newest project, Roomsmith Renew, buys back used furniture and refurbishes it for resale.',
    ceo: 'Thandiwe Mokoena',
    headquarters: 'Quillton',
    website: 'https://www.roomsmith.example',
    businessModel:
      'Roomsmith designs its own furniture, has it built by partner factories and sells it in showrooms and online. Flat-pack boxes lower shipping and storage costs, and add-on services like delivery, assembly and room planning bring in extra revenue.',
    competitiveAdvantages:
      'Buying wood and fabric in huge volumes lets Roomsmith negotiate low costs. Its in-house design team gives it a recognizable style, and its room-planning app lets shoppers preview furniture in their own homes before buying.',
    keyRisks:
      'Furniture sales drop when fewer people move homes, which often happens when interest rates are high. Bulky products are expensive to ship, and timber prices can jump unexpectedly.',
    price: 63.1,
    changePercent: 0.58,
    volume: 1_920_000,
    marketCap: 15_144_000_000,
    employees: 27_000,
    founded: 1967,
    leadership: [
      {
        name: 'Thandiwe Mokoena',
        position: 'Chief Executive Officer',
        bio: 'Led Roomsmith\'s international stores for six years before becoming CEO in 2022. She launched the Roomsmith Renew buy-back program.',
        education: 'MBA, Quillton University',
      },
      {
        name: 'Carmen Villalobos',
        position: 'Chief Financial Officer',
        bio: 'A longtime retail finance executive who oversees Roomsmith\'s budgets and its store investment plans.',
        education: 'B.S. in Accounting, Marrowfield State University',
      },
      {
        name: 'Henrik Aalto',
        position: 'Chief Design Officer',
        bio: 'Leads the team that designs more than 2,000 Roomsmith products. He insists every new piece can be assembled in under 30 minutes.',
        education: 'M.A. in Furniture Design, Saltmere Institute of Art',
      },
      {
        name: 'Rohan Mehta',
        position: 'Chief Technology Officer',
        bio: 'Built Roomsmith\'s room-planning app, which uses a phone camera to place 3D furniture models in a real room.',
        education: 'M.S. in Computer Graphics, Lindenport University',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 2_410_000_000, netIncome: 151_000_000, totalAssets: 7_620_000_000, earningsPerShare: 0.63 },
      { quarter: '2026-Q2', revenue: 2_330_000_000, netIncome: 139_000_000, totalAssets: 7_550_000_000, earningsPerShare: 0.58 },
      { quarter: '2026-Q1', revenue: 2_180_000_000, netIncome: 118_000_000, totalAssets: 7_490_000_000, earningsPerShare: 0.49 },
      { quarter: '2025-Q4', revenue: 2_570_000_000, netIncome: 172_000_000, totalAssets: 7_410_000_000, earningsPerShare: 0.72 },
    ],
    news: [
      {
        headline: 'Roomsmith Adds "Measure My Room" Feature to Planning App',
        summary:
          'The app can now scan a room with a phone camera and suggest furniture that fits the exact space.',
        content:
          'Roomsmith says customers who use the planning app are less likely to return items that turn out to be the wrong size. Returns of bulky furniture are expensive, so fewer of them can help profits. The app has been downloaded more than 20 million times.',
        newsType: 'product_launch',
        sentiment: 'positive',
        impactScore: 1.7,
        hoursAgo: 40,
      },
      {
        headline: 'Dorm Furniture Rush Lifts Roomsmith Q3 Earnings',
        summary:
          'Net income rose to 151 million Bolts as students stocked up on desks, shelves and compact beds.',
        content:
          'Revenue climbed to 2.41 billion Bolts, up from 2.33 billion in the second quarter. The company said its small-space collection for dorms and first apartments was its fastest-growing line. Managers expect the holiday quarter to be the strongest of the year, as usual.',
        newsType: 'earnings',
        sentiment: 'positive',
        impactScore: 3.6,
        hoursAgo: 115,
      },
      {
        headline: 'Roomsmith Recalls 60,000 Folding Desk Chairs Over Hinge Problem',
        summary:
          'A hinge on one folding chair model can loosen over time, so Roomsmith is offering full refunds.',
        content:
          'The recall was announced together with product-safety regulators after a small number of chairs collapsed, with no serious injuries reported. Roomsmith expects the recall to cost about 4 million Bolts. The company said it has switched to a stronger hinge design.',
        newsType: 'regulatory',
        sentiment: 'negative',
        impactScore: -2.8,
        hoursAgo: 200,
      },
    ],
  },
  {
    name: 'Quickpeak Sports',
    symbol: 'QPKS',
    logo: '🏀',
    category: 'retail',
    sector: 'Consumer Discretionary',
    industry: 'Sporting Goods Retail',
    description:
      'Quickpeak sells sports equipment and outdoor gear, from soccer cleats and basketballs to tents and climbing ropes, through 420 stores and a rental program for pricey gear.',
    story:
      'Quickpeak was founded in 1993 by two mountain guides who opened a small climbing shop at the foot of the ski hill in Brightwater Junction. They added team-sports equipment after local schools asked for a nearby place to buy uniforms and balls. The chain grew steadily by hiring coaches and athletes as store staff. Recently Quickpeak launched a rental and trade-in program so families can rent skis or hockey pads for kids who outgrow them every season.',
    ceo: 'Tomasz Kowalczyk',
    headquarters: 'Brightwater Junction',
    website: 'https://www.quickpeak.example',
    businessModel:
      'Quickpeak sells sports and outdoor equipment from many brands, plus its own lower-priced Peakpath house brand, which earns higher margins. Gear rentals, team-uniform contracts with schools and bike tune-ups add steady service revenue.',
    competitiveAdvantages:
      'Expert staff and in-store services like ski fitting and bike repair are hard for online sellers to offer. Long-running contracts with hundreds of schools and youth leagues bring in predictable bulk orders.',
    keyRisks:
      'Sales swing with the seasons and the weather, so a winter with little snow hurts ski and snowboard sales. Big sports brands increasingly sell directly to customers, which could limit the products Quickpeak can offer.',
    price: 38.45,
    changePercent: -0.86,
    volume: 1_150_000,
    marketCap: 6_921_000_000,
    employees: 9_400,
    founded: 1993,
    leadership: [
      {
        name: 'Tomasz Kowalczyk',
        position: 'Chief Executive Officer',
        bio: 'A former professional cyclist who joined Quickpeak as a bike-repair manager and became CEO in 2018. He started the gear-rental program.',
        education: 'B.S. in Sports Management, Brightwater Technical Institute',
      },
      {
        name: 'Adaeze Nwankwo',
        position: 'Chief Financial Officer',
        bio: 'Manages budgets across Quickpeak\'s seasonal ups and downs and leads its inventory planning. She previously worked as a retail analyst.',
        education: 'MBA, Alder Falls University',
      },
      {
        name: 'Selene Ortiz-Hartmann',
        position: 'Chief Merchandising Officer',
        bio: 'Chooses which brands and products fill Quickpeak stores and created the Peakpath house brand in 2015.',
        education: 'B.A. in Economics, Fernhollow College',
      },
    ],
    financials: [
      { quarter: '2026-Q3', revenue: 884_000_000, netIncome: 54_000_000, totalAssets: 3_220_000_000, earningsPerShare: 0.30 },
      { quarter: '2026-Q2', revenue: 912_000_000, netIncome: 61_000_000, totalAssets: 3_170_000_000, earningsPerShare: 0.34 },
      { quarter: '2026-Q1', revenue: 798_000_000, netIncome: 41_000_000, totalAssets: 3_100_000_000, earningsPerShare: 0.23 },
      { quarter: '2025-Q4', revenue: 861_000_000, netIncome: 49_000_000, totalAssets: 3_060_000_000, earningsPerShare: 0.27 },
    ],
    news: [
      {
        headline: 'Quickpeak Signs Uniform Deal With 300-School Youth League',
        summary:
          'Quickpeak will supply uniforms and practice gear to a regional youth sports league for the next four years.',
        content:
          'The contract is expected to bring in about 45 million Bolts of sales per year. Multi-year team deals help smooth out Quickpeak\'s seasonal ups and downs. The league will also host sign-up days inside Quickpeak stores.',
        newsType: 'partnership',
        sentiment: 'positive',
        impactScore: 2.6,
        hoursAgo: 21,
      },
      {
        headline: 'Warm Autumn Slows Quickpeak\'s Early Winter Gear Sales',
        summary:
          'Unusually mild weather has delayed purchases of skis, snowboards and winter jackets.',
        content:
          'Quickpeak said early-season winter sales are running about 7% behind last year. Sales often catch up once the first big snowfall arrives, but a mild winter could leave the company with extra stock to discount. Shares dipped slightly on the update.',
        newsType: 'market_update',
        sentiment: 'negative',
        impactScore: -1.9,
        hoursAgo: 68,
      },
      {
        headline: 'Quickpeak Q3 Earnings Ease From Summer Peak, Matching Forecasts',
        summary:
          'Net income of 54 million Bolts was lower than the second quarter but in line with analyst expectations.',
        content:
          'The second quarter is usually Quickpeak\'s strongest because of summer camping and team-sports season. Bike and camping sales cooled in the third quarter, as expected. Rentals grew 22%, a sign that the newer service business is catching on.',
        newsType: 'earnings',
        sentiment: 'neutral',
        impactScore: -0.25,
        hoursAgo: 156,
      },
    ],
  },
];
