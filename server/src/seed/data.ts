// Demo content: the categories, the studios and the words artworks are made of.

export interface CategorySeed {
  slug: string;
  name: string;
  children?: { slug: string; name: string }[];
}

export const CATEGORIES: CategorySeed[] = [
  {
    slug: 'painting',
    name: 'Painting',
    children: [
      { slug: 'oil', name: 'Oil' },
      { slug: 'acrylic', name: 'Acrylic' },
      { slug: 'watercolour', name: 'Watercolour' },
    ],
  },
  { slug: 'thangka', name: 'Thangka', children: [{ slug: 'mandala', name: 'Mandala' }] },
  {
    slug: 'photography',
    name: 'Photography',
    children: [
      { slug: 'landscape-photography', name: 'Landscape' },
      { slug: 'street-photography', name: 'Street' },
    ],
  },
  { slug: 'sculpture', name: 'Sculpture' },
  { slug: 'drawing', name: 'Drawing' },
  { slug: 'digital-art', name: 'Digital Art' },
  { slug: 'printmaking', name: 'Printmaking' },
  { slug: 'mixed-media', name: 'Mixed Media' },
];

export interface StudioSeed {
  name: string;
  city: string;
  /** Main category slugs the studio works in (the first is its main style). */
  styles: string[];
  bio: string;
  verified?: boolean;
  private?: boolean;
  email?: string;
}

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ARTIST_EMAIL = 'demo.artist@kala.test';
export const DEMO_BUYER_EMAIL = 'demo.buyer@kala.test';

export const STUDIOS: StudioSeed[] = [
  {
    name: 'Aarati Shrestha',
    city: 'Kathmandu',
    styles: ['painting', 'mixed-media'],
    bio: 'Aarati paints the courtyards and rooftops of old Kathmandu in layered oils. She trained at Lalit Kala Campus and has shown in Kathmandu, Delhi and Dhaka.',
    verified: true,
    email: DEMO_ARTIST_EMAIL,
  },
  {
    name: 'Pasang Sherpa',
    city: 'Solukhumbu',
    styles: ['photography'],
    bio: 'A mountain guide turned photographer, Pasang has spent twenty seasons in the Khumbu and photographs the light on the high peaks before dawn.',
    verified: true,
  },
  {
    name: 'Lhakpa Dolma Tamang',
    city: 'Boudha',
    styles: ['thangka'],
    bio: 'Lhakpa learned thangka painting from her uncle in Boudha and grinds her own mineral pigments. Each scroll takes her between three and nine months.',
    verified: true,
  },
  {
    name: 'Rajan Maharjan',
    city: 'Lalitpur',
    styles: ['sculpture'],
    bio: 'Rajan comes from a family of Newar metal casters in Patan. He works in the lost-wax method and brings its old forms into quiet modern figures.',
    verified: true,
  },
  {
    name: 'Sabina Gurung',
    city: 'Pokhara',
    styles: ['painting'],
    bio: 'Sabina paints the lakes and the Annapurna range in watercolour, mostly outdoors, often in a single sitting.',
  },
  {
    name: 'Bikash Rai',
    city: 'Dharan',
    styles: ['digital-art'],
    bio: 'Bikash is an illustrator and concept artist. His digital paintings mix Kirati myths with science fiction.',
  },
  {
    name: 'Sunita Tharu',
    city: 'Dang',
    styles: ['mixed-media', 'painting'],
    bio: 'Sunita grew up among Tharu wall paintings and now builds mixed-media panels from clay, rice straw and acrylic.',
    verified: true,
  },
  {
    name: 'Manish Joshi',
    city: 'Bhaktapur',
    styles: ['printmaking', 'drawing'],
    bio: 'Manish cuts woodblocks and linocuts in a small studio near Taumadhi Square and prints them by hand on lokta paper.',
  },
  {
    name: 'Anjali Karki',
    city: 'Kathmandu',
    styles: ['drawing'],
    bio: 'Anjali draws portraits in charcoal and graphite. She is interested in the faces of people who work with their hands.',
    private: true,
  },
  {
    name: 'Tenzing Norbu Lama',
    city: 'Mustang',
    styles: ['thangka', 'painting'],
    bio: 'Tenzing paints thangkas and landscapes of Upper Mustang, where he was born. His palette follows the red and ochre cliffs of Lo Manthang.',
  },
  {
    name: 'Kritika Adhikari',
    city: 'Chitwan',
    styles: ['photography'],
    bio: 'Kritika photographs wildlife and village life around Chitwan National Park, mostly at first light.',
  },
  {
    name: 'Suraj Bajracharya',
    city: 'Kathmandu',
    styles: ['sculpture', 'mixed-media'],
    bio: 'Suraj carves stone and wood and sometimes both in one piece. His work has been installed in hotels and monasteries across the valley.',
  },
  {
    name: 'Prerana Thapa',
    city: 'Butwal',
    styles: ['painting'],
    bio: 'Prerana paints bold acrylic abstracts built on the colours of Nepali textiles: dhaka weave, pote beads and marigold.',
  },
  {
    name: 'Nabin Magar',
    city: 'Palpa',
    styles: ['drawing', 'printmaking'],
    bio: 'Nabin draws with ink and brush. He keeps a sketchbook of every village he walks through in the western hills.',
  },
  {
    name: 'Rojina Shakya',
    city: 'Lalitpur',
    styles: ['digital-art', 'painting'],
    bio: 'Rojina paints digitally and in gouache. Her series on festivals of the valley has been shown at Patan Museum.',
    verified: true,
  },
  {
    name: 'Dipesh Chaudhary',
    city: 'Biratnagar',
    styles: ['photography'],
    bio: 'Dipesh is a street photographer working in black and white across the Terai towns and the border markets.',
  },
  {
    name: 'Sarita Pokharel',
    city: 'Dhulikhel',
    styles: ['painting', 'drawing'],
    bio: 'Sarita paints small oils of terraced fields and village houses, and teaches painting to children on Saturdays.',
  },
  {
    name: 'Kiran Manandhar',
    city: 'Kathmandu',
    styles: ['mixed-media', 'printmaking'],
    bio: 'Kiran collages old Nepali newspapers, stamps and screenprints into dense, colourful panels about memory and the city.',
  },
  {
    name: 'Yangchen Sherpa',
    city: 'Namche Bazaar',
    styles: ['thangka'],
    bio: 'Yangchen paints mandalas and protector deities in the Karma Gadri style she studied in Dharamsala.',
  },
  {
    name: 'Hari Prasad Dahal',
    city: 'Gorkha',
    styles: ['sculpture'],
    bio: 'Hari Prasad shapes terracotta figures in his village workshop, firing them in a wood kiln he built himself.',
  },
  {
    name: 'Asmita Bhandari',
    city: 'Janakpur',
    styles: ['painting', 'mixed-media'],
    bio: 'Asmita paints in the Mithila tradition of Janakpur, with fine lines, fish, birds and the sun, in pigments on handmade paper.',
    verified: true,
  },
  {
    name: 'Roshan Khadka',
    city: 'Hetauda',
    styles: ['digital-art', 'photography'],
    bio: 'Roshan makes generative and photo-based digital prints that slow down moving water, traffic and crowds.',
    private: true,
  },
];

export const BUYERS = [
  { name: 'Demo Buyer', email: DEMO_BUYER_EMAIL },
  { name: 'Sneha Basnet', email: 'sneha.basnet@kala.test' },
  { name: 'Arjun Pandey', email: 'arjun.pandey@kala.test' },
  { name: 'Mira Acharya', email: 'mira.acharya@kala.test' },
  { name: 'Prakash Lamichhane', email: 'prakash.lamichhane@kala.test' },
];

/** Title parts per main category: [openers, subjects, places]. */
export const TITLE_WORDS: Record<string, [string[], string[], string[]]> = {
  painting: [
    ['Morning', 'Evening', 'Monsoon', 'Winter', 'Golden', 'Quiet', 'Festival', 'Blue'],
    ['Light', 'Courtyard', 'Rooftops', 'Terraces', 'Landscape', 'Prayer Flags', 'Marigolds', 'Rain'],
    ['Patan', 'Phewa', 'Bhaktapur', 'Kirtipur', 'Bandipur', 'Nagarkot', 'Thamel', 'Gokarna'],
  ],
  thangka: [
    ['Green', 'White', 'Medicine', 'Wheel of', 'Mandala of', 'Life of', 'Guardian', 'Peaceful'],
    ['Tara', 'Buddha', 'Avalokiteshvara', 'Life', 'Compassion', 'Manjushri', 'Mahakala', 'Vajrasattva'],
    ['', '', 'in Gold', 'on Cotton', 'with Lotus', '', 'of the Eight Auspicious Signs', ''],
  ],
  photography: [
    ['First Light', 'Last Light', 'Clouds', 'Fog', 'Snow', 'Dust', 'Smoke', 'Shadows'],
    ['over', 'on', 'across', 'below', 'at', 'in', 'around', 'along'],
    ['Ama Dablam', 'Machhapuchhre', 'the Kali Gandaki', 'Asan Tole', 'Swayambhu', 'Rara Lake', 'Gosainkunda', 'Indra Chowk'],
  ],
  sculpture: [
    ['Seated', 'Standing', 'Dancing', 'Sleeping', 'Rising', 'Folded', 'Listening', 'Open'],
    ['Figure', 'Bodhisattva', 'Mother', 'Form', 'Bird', 'Hands', 'Torso', 'Vessel'],
    ['I', 'II', 'III', 'in Bronze', 'in Stone', 'in Clay', 'in Copper', 'in Wood'],
  ],
  drawing: [
    ['Study of', 'Portrait of', 'Sketch of', 'Hands of', 'Notes on', 'Lines for', 'Face of', 'Memory of'],
    ['a Porter', 'a Weaver', 'my Grandmother', 'a Potter', 'the Old Bazaar', 'a Sadhu', 'a Farmer', 'a Child'],
    ['', '', 'No. 2', 'No. 3', '', 'in Charcoal', 'in Ink', ''],
  ],
  'digital-art': [
    ['Neon', 'Electric', 'Future', 'Dreaming', 'Lost', 'Silent', 'Hidden', 'Floating'],
    ['Kathmandu', 'Temples', 'Garuda', 'Dragons', 'Forest', 'City', 'Yeti', 'Sky Burial'],
    ['2084', '', 'Reloaded', 'at Night', '', 'Remix', 'Series', ''],
  ],
  printmaking: [
    ['Woodcut:', 'Linocut:', 'Etching:', 'Print:', 'Block:', 'Monotype:', 'Screenprint:', 'Relief:'],
    ['Water Spout', 'Temple Bells', 'Rice Harvest', 'Pagoda', 'Oxen', 'Chariot Festival', 'Bhaktapur Gate', 'Pigeons'],
    ['', 'I', 'II', 'Edition', '', 'Blue', 'Red', ''],
  ],
  'mixed-media': [
    ['Fragments of', 'Layers of', 'Traces of', 'Threads of', 'Echoes of', 'Maps of', 'Voices of', 'Roots of'],
    ['Home', 'the City', 'the Terai', 'Memory', 'the River', 'Migration', 'Harvest', 'Festival'],
    ['', 'I', 'II', 'III', '', '', 'No. 7', ''],
  ],
};

/** Medium words per category, used in descriptions and tags. */
export const MEDIUMS: Record<string, string[]> = {
  painting: ['oil on canvas', 'acrylic on canvas', 'watercolour on paper', 'oil on linen'],
  thangka: ['mineral pigments and gold on cotton', 'natural pigments on cotton canvas'],
  photography: ['landscape photograph, archival pigment print', 'street photograph, giclée print on cotton rag paper'],
  sculpture: ['cast bronze', 'carved stone', 'fired terracotta', 'hand-carved wood'],
  drawing: ['charcoal on paper', 'graphite on paper', 'ink on lokta paper'],
  'digital-art': ['digital painting, archival print', 'generative artwork, fine-art print'],
  printmaking: ['woodcut on lokta paper', 'linocut on paper', 'etching on cotton paper'],
  'mixed-media': ['mixed media on board', 'collage and acrylic on canvas', 'clay, straw and acrylic on panel'],
};

export const SUBCATEGORY_BY_MEDIUM: Record<string, string> = {
  'oil on canvas': 'oil',
  'oil on linen': 'oil',
  'acrylic on canvas': 'acrylic',
  'watercolour on paper': 'watercolour',
  'landscape photograph, archival pigment print': 'landscape-photography',
  'street photograph, giclée print on cotton rag paper': 'street-photography',
};

export const MOODS = [
  'calm',
  'vivid',
  'meditative',
  'joyful',
  'melancholic',
  'bold',
  'delicate',
  'luminous',
  'earthy',
  'dreamlike',
];

export const DESCRIPTION_LINES = [
  'It began as a sketch made on the spot and was finished over several weeks in the studio.',
  'The colours come from a single morning that the artist kept returning to.',
  'Part of a series about places that are changing faster than memory.',
  'Signed on the front and dated on the back.',
  'It ships rolled in a tube, or framed on request within the valley.',
  'The surface carries many thin layers, so the piece changes with the light of the room.',
  'Made slowly, with traditional materials and a contemporary eye.',
  'A certificate of authenticity signed by the artist comes with the work.',
];

export const COMMENT_LINES = [
  'The colours in this are stunning.',
  'I saw this at the Patan exhibition, even better in person.',
  'Beautiful work. Is the frame included?',
  'This reminds me of home.',
  'The detail is incredible, how long did it take?',
  'Love the light in this one.',
  'यो धेरै राम्रो छ!',
  '非常漂亮的作品。',
  'Would love to see more in this series.',
  'Bought one of your prints last year, still my favourite.',
];

/** Feed posts the studios write (plain text; a link stays a link). */
export const POST_LINES = [
  'New work drying in the studio today. The monsoon light makes every colour look different.',
  'Thank you to everyone who visited the open studio in Patan last weekend! More photos soon.',
  'Working on a large thangka commission: three months in, the gold leaf goes on next week.',
  'A quick study before the big canvas. Which palette do you prefer, warm or cool?',
  'Our clay arrived from Thimi this morning. Firing the kiln on Saturday.',
  'Sketching at Boudhanath at sunrise: the pigeons would not sit still.',
  'I wrote about mixing natural pigments here: https://en.wikipedia.org/wiki/Pigment',
  'Three small landscapes are now in the store. Each one is a different valley.',
  'Teaching a weekend workshop on woodcut printing. Bring an old t-shirt!',
  'Some days the painting tells you it is finished. Today was one of those days.',
  'Process video of the last piece, from blank canvas to varnish.',
  'Experimenting with Lokta paper for watercolour. It drinks the paint in the most beautiful way.',
];

/** Video ids for the demo posts (Blender Foundation open films). */
export const POST_VIDEO_IDS = ['aqz-KE-bpKQ', 'eRsGyueVLvQ', 'R6MlUcmOul8'];
