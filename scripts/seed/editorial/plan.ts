/**
 * What the shop's editorial says and shows, the same in every store: blog categories, posts, inspiration
 * albums and customer photo groups. The copy of each store language is in {store}.ts.
 * Numbers are catalogue category ids (category-tree.ts): a post's related product N is a product of
 * `products[N]`, an album picture shows one product of each of its categories.
 */

export const BLOG_CATEGORIES = {
  care: { sortOrder: 1, brief: "Care guides: cleaning, oiling, protecting and storing furniture" },
  trends: { sortOrder: 2, brief: "This year's trends (url key must stay 'arets-trender' in every store: the store paths link it)" },
  rooms: { sortOrder: 3, brief: "Room ideas: furnishing living rooms, dining areas, small spaces" },
  outdoor: { sortOrder: 4, brief: "Outdoor living: balconies, patios, gardens" },
  guides: { sortOrder: 5, brief: "Buying guides: how to choose the right piece" },
} as const;
export type BlogCategoryKey = keyof typeof BLOG_CATEGORIES;

interface PostPlan {
  categories: readonly BlogCategoryKey[];
  /** Catalogue categories of the related products, in order (product:0 is from the first). */
  products: readonly number[];
  /** Published this many days before the seed's date. */
  daysAgo: number;
  brief: string;
}

export const POSTS = {
  "teak-care": { categories: ["care", "outdoor"], products: [51, 52, 56, 53], daysAgo: 12, brief: "Caring for teak garden furniture: let it grey or oil it (teak oil, twice a season), wash with mild soap and a soft brush, never a pressure washer, sand stains lightly along the grain, store dry and ventilated over winter." },
  "sofa-fabric-care": { categories: ["care"], products: [11, 12, 13, 2], daysAgo: 30, brief: "Keeping a fabric sofa fresh: vacuum weekly with the upholstery nozzle, turn and plump cushions, blot spills at once (never rub), test cleaners on a hidden spot, removable covers at 30–40 °C, shave pilling, keep out of strong sun." },
  "leather-care": { categories: ["care"], products: [2, 11, 31], daysAgo: 75, brief: "Leather furniture: dust with a dry cloth, clean and condition twice a year, keep 50 cm from radiators and out of direct sun, patina is part of the charm; what to do with a water or grease stain." },
  "wood-table-care": { categories: ["care"], products: [41, 42, 43], daysAgo: 110, brief: "Wooden tables: oiled, lacquered or soaped surfaces need different care; white rings, scratches, re-oiling once or twice a year, coasters and tablecloths, wipe with a wrung-out cloth." },
  "winter-storage": { categories: ["care", "outdoor"], products: [55, 56, 54, 53], daysAgo: 300, brief: "Putting garden furniture away for winter: clean and dry everything, cushions indoors, breathable covers (not plastic sheets), furniture raised off the ground, parasol dry and closed in its cover, check screws." },
  "cushion-care": { categories: ["care", "outdoor"], products: [55, 53, 52], daysAgo: 160, brief: "Outdoor cushions: quick-dry foam, covers washable at 30 °C, a cushion box for nights and rain, mould spots with a mild vinegar solution, store clean and dry." },
  "trends-of-the-year": { categories: ["trends"], products: [11, 2, 42], daysAgo: 5, brief: "The year's interior trends: soft rounded shapes, bouclé and velvet, earthy colours like rust, sand and olive, solid wood with visible grain, mixing old and new." },
  "boucle": { categories: ["trends"], products: [2, 12, 14], daysAgo: 48, brief: "Bouclé is here to stay: why the textured wool-like fabric works, how to combine it with wood and linen, care (vacuum gently, no pulling loops)." },
  "earth-tones": { categories: ["trends", "rooms"], products: [11, 13, 62], daysAgo: 95, brief: "Earthy colours: rust, terracotta, sand, olive; start with one large piece, balance with white walls and natural materials, the 60-30-10 rule." },
  "round-and-soft": { categories: ["trends"], products: [42, 43, 41], daysAgo: 140, brief: "Round and soft shapes: round dining and coffee tables make conversation easier and suit small rooms; curved sofas; how to mix with straight lines." },
  "outdoor-living-room": { categories: ["trends", "outdoor"], products: [55, 56, 54], daysAgo: 200, brief: "The outdoor living room: lounge groups, outdoor rugs, lanterns and string lights, a parasol for shade, plants as walls." },
  "built-to-last": { categories: ["trends", "guides"], products: [41, 61, 31], daysAgo: 250, brief: "Buying furniture that lasts: solid materials, replaceable covers and parts, FSC-certified wood, classic shapes over fads, care makes it last." },
  "small-living-room": { categories: ["rooms"], products: [12, 43, 61], daysAgo: 20, brief: "Furnishing a small living room: a 2-seater with visible legs, side tables instead of one big coffee table, tall shelving, mirrors, light colours, one rug that holds it together." },
  "dining-room-planning": { categories: ["rooms", "guides"], products: [41, 31, 44], daysAgo: 60, brief: "Planning the dining area: 60 cm of table edge per person, at least 80–90 cm free behind each chair, a round table for 4 needs about 110 cm, extendable tables for guests, the light over the table." },
  "open-plan": { categories: ["rooms"], products: [13, 62, 44], daysAgo: 130, brief: "Zoning an open-plan room: let a corner sofa's back mark the living area, rugs as islands, a sideboard or open shelf as a divider, consistent colours tie the zones together." },
  "home-office-corner": { categories: ["rooms"], products: [61, 31, 43], daysAgo: 180, brief: "A work corner in the living room: a dining chair that also works at a desk, shelving that hides papers, good light from the side, clearing away in the evening." },
  "storage-that-shows": { categories: ["rooms"], products: [61, 62], daysAgo: 220, brief: "Storage that looks good: open shelves for what you like to see, closed sideboards for the rest, style shelves in odd numbers, leave a third empty." },
  "bar-stools": { categories: ["rooms", "guides"], products: [32, 41], daysAgo: 270, brief: "Choosing bar stools: counter height about 90 cm needs a seat height of about 65 cm, bar tables around 105 cm need about 75 cm; 25–30 cm between seat and top; 60 cm per stool; footrests and backrests." },
  "small-balcony": { categories: ["outdoor", "rooms"], products: [52, 51, 54], daysAgo: 25, brief: "A small balcony: folding chairs and a bistro table, a wall-mounted or half parasol, plants on the railing, weather-resistant materials, cushions you bring in." },
  "patio-planning": { categories: ["outdoor"], products: [56, 51, 52], daysAgo: 70, brief: "Planning the patio: follow the sun through the day, measure before buying, allow 80 cm behind chairs, a dining group near the kitchen door and a lounge corner in the evening sun." },
  "parasol-guide": { categories: ["outdoor", "guides"], products: [54, 51], daysAgo: 120, brief: "Choosing a parasol: the canopy should be about 1 m wider than the table, centre pole vs cantilever, a base heavy enough (at least 25–50 kg, more for cantilevers), UPF 50+, close it in wind." },
  "sun-loungers": { categories: ["outdoor", "guides"], products: [53, 54], daysAgo: 230, brief: "Sun loungers: adjustable backrest positions, wheels to follow the sun, textilene dries fast, teak and aluminium frames, a side table for a glass." },
  "lounge-group-guide": { categories: ["outdoor", "guides"], products: [55, 54], daysAgo: 330, brief: "Choosing a lounge group: measure the space, modular sofas grow and change shape, polyrattan, aluminium or teak, seat depth and cushion thickness decide comfort." },
  "spring-garden": { categories: ["outdoor"], products: [56, 54, 51], daysAgo: 360, brief: "Getting the garden ready in spring: wash the furniture, oil the wood, check the parasol, new cushions, start with one corner." },
  "sofa-buying-guide": { categories: ["guides"], products: [11, 13, 15, 16], daysAgo: 40, brief: "How to choose a sofa: measure the room, doors and stairwell, seat depth 55–60 cm for upright sitting and deeper for lounging, seat height about 45 cm, firm or soft cushions, fabric vs leather, legs or base." },
  "sofa-beds": { categories: ["guides"], products: [14, 43], daysAgo: 150, brief: "Sofa beds: fold-out, click-clack and pull-out mechanisms; mattress thickness for nightly or occasional use; space needed when opened; bedding storage." },
  "dining-chairs": { categories: ["guides"], products: [31, 41], daysAgo: 190, brief: "Choosing dining chairs: seat height about 45 cm for a 72–75 cm table, 25–30 cm between seat and table top, armrests must fit under the table, upholstered or wood, mix and match." },
  "coffee-table-guide": { categories: ["guides"], products: [42, 11], daysAgo: 240, brief: "The right coffee table: about two thirds of the sofa's length, about as high as the seat (40–45 cm), 40–45 cm between table and sofa, round tables in tight spaces, storage shelf underneath." },
  "armchair-guide": { categories: ["guides"], products: [2, 43], daysAgo: 400, brief: "Finding the right armchair: a reading chair with a high back and armrests, a lounge chair for relaxing, recliners, try the seat depth and height, a side table and a lamp beside it." },
  "outdoor-materials": { categories: ["guides", "outdoor"], products: [51, 52, 55], daysAgo: 450, brief: "Outdoor materials compared: teak (durable, greys), aluminium (light, rust-free), polyrattan (weather-resistant, easy), powder-coated steel (stable, heavy), textilene (quick-dry)." },
} as const satisfies Record<string, PostPlan>;
export type PostKey = keyof typeof POSTS;

interface AlbumPlan {
  /** Each picture shows one product of each listed category, together in one room or garden. */
  pictures: readonly (readonly number[])[];
  daysAgo: number;
  brief: string;
}

export const ALBUMS = {
  "nordic-living-room": { pictures: [[11, 42, 2], [2, 43], [61, 12], [11, 62]], daysAgo: 8, brief: "A light Nordic living room: pale wood, white walls, a grey sofa, linen and wool." },
  "dining-in-oak": { pictures: [[41, 31], [44], [41, 62], [31, 61]], daysAgo: 15, brief: "Dinners around a solid oak table: everyday breakfasts to long weekend dinners." },
  "terracotta-evening": { pictures: [[55, 54], [56], [52, 51], [53, 54]], daysAgo: 22, brief: "A terracotta patio in the evening sun: lounge group, lanterns and olive trees." },
  "small-apartment": { pictures: [[12, 43], [14, 61], [41, 31], [32]], daysAgo: 29, brief: "A 45 m² city apartment: a sofa bed, a round dining table and storage that climbs the walls." },
  "family-corner-sofa": { pictures: [[13, 42], [13, 2], [61, 43]], daysAgo: 36, brief: "A family's corner sofa: room for everyone, hard-wearing fabric, kids and a dog." },
  "balcony-breakfast": { pictures: [[51, 52], [52, 54], [51]], daysAgo: 43, brief: "Breakfast on a small city balcony: a bistro table for two and a half parasol." },
  "summer-house": { pictures: [[56, 54], [53], [55, 51], [52]], daysAgo: 50, brief: "The summer house by the sea: weathered teak, white cushions, long light evenings." },
  "velvet-and-brass": { pictures: [[2, 43], [12, 42], [62]], daysAgo: 57, brief: "Velvet and brass: a deep green velvet sofa, brass details, a warmer evening living room." },
  "kitchen-island": { pictures: [[32], [32, 41], [31]], daysAgo: 64, brief: "Around the kitchen island: bar stools for homework, coffee and cooking together." },
  "reading-corner": { pictures: [[2, 43], [2, 61]], daysAgo: 71, brief: "A reading corner: an armchair by the window, a side table, books within reach." },
  "open-plan-loft": { pictures: [[13, 62], [44], [61, 42]], daysAgo: 78, brief: "An open-plan loft zoned with a corner sofa, a sideboard and rugs." },
  "garden-dinner": { pictures: [[56], [51, 52], [54, 51]], daysAgo: 85, brief: "A long dinner in the garden: a table for ten under the apple tree." },
  "poolside": { pictures: [[53, 54], [53], [55]], daysAgo: 92, brief: "By the pool: sun loungers, a large parasol and quick-dry cushions." },
  "scandinavian-classics": { pictures: [[31, 41], [2], [62, 61]], daysAgo: 99, brief: "Scandinavian classics: shapes from the 1950s and 60s in oak and teak." },
  "guest-room": { pictures: [[14], [14, 43], [61]], daysAgo: 106, brief: "A guest room that is also a study: a sofa bed, a shelf and a side table." },
  "rooftop-terrace": { pictures: [[55, 54], [51, 52], [53]], daysAgo: 113, brief: "A rooftop terrace above the city: aluminium and polyrattan that stand the wind." },
  "earthy-tones": { pictures: [[11, 42], [2, 62], [12]], daysAgo: 120, brief: "Earthy tones: rust, sand and olive with oiled wood." },
  "dining-for-six": { pictures: [[44], [41, 31], [62]], daysAgo: 127, brief: "A dining room for six: an extendable table and upholstered chairs." },
  "lake-cabin": { pictures: [[56, 54], [2, 42], [52, 51]], daysAgo: 134, brief: "A cabin by the lake: indoors and the jetty." },
  "minimal-white": { pictures: [[12, 42], [61], [41, 31]], daysAgo: 141, brief: "Minimal and white: few pieces, clean lines, lots of light." },
  "lounge-under-pergola": { pictures: [[55], [55, 54], [53]], daysAgo: 148, brief: "A lounge under the pergola: modular sofa and climbing plants." },
  "four-seater-living": { pictures: [[15, 42], [15, 2], [16]], daysAgo: 155, brief: "A large living room with a four-seater sofa for film nights." },
  "storage-walls": { pictures: [[61], [62, 61], [61, 43]], daysAgo: 162, brief: "Walls of storage: shelves and sideboards styled with books and ceramics." },
  "autumn-cosy": { pictures: [[11, 2], [13, 43], [2]], daysAgo: 169, brief: "Cosy autumn: blankets, candles and deep sofas." },
} as const satisfies Record<string, AlbumPlan>;
export type AlbumKey = keyof typeof ALBUMS;

/** What a customer photo shows: a product of one of these categories. */
export const PHOTO_GROUPS = {
  sofa: [11, 12, 13, 14, 15, 16],
  armchair: [2],
  dining: [31, 41, 44],
  storage: [61, 62, 43, 42],
  garden: [51, 52, 53, 54, 56],
  lounge: [55],
} as const satisfies Record<string, readonly number[]>;
export type PhotoGroup = keyof typeof PHOTO_GROUPS;

