/*
 * Word lists for the fictional demo partners. Surnames are common family names, descriptive names are
 * generic words; none is meant to name a real business.
 */

// prettier-ignore
export const SURNAMES = [
  'Abbott', 'Adams', 'Alvarez', 'Anderson', 'Armstrong', 'Baker', 'Barnes', 'Bell', 'Bennett', 'Bergstrom',
  'Bishop', 'Blackwell', 'Boyd', 'Bradley', 'Brennan', 'Brooks', 'Brown', 'Bryant', 'Burke', 'Caldwell',
  'Callahan', 'Campbell', 'Carter', 'Castillo', 'Chambers', 'Chandler', 'Chavez', 'Clark', 'Coleman', 'Collins',
  'Cooper', 'Crawford', 'Cruz', 'Cunningham', 'Daniels', 'Davis', 'Dawson', 'Delgado', 'Dixon', 'Donnelly',
  'Douglas', 'Dunn', 'Edwards', 'Ellis', 'Evans', 'Ferguson', 'Fischer', 'Fitzgerald', 'Fleming', 'Flores',
  'Foster', 'Fowler', 'Franklin', 'Gallagher', 'Garcia', 'Gardner', 'Gibson', 'Gonzalez', 'Graham', 'Grant',
  'Greene', 'Griffin', 'Gutierrez', 'Hale', 'Hamilton', 'Hansen', 'Harper', 'Harrington', 'Harris', 'Hayes',
  'Henderson', 'Hernandez', 'Hoffman', 'Holland', 'Holmes', 'Howard', 'Hughes', 'Hunt', 'Jackson', 'Jensen',
  'Johnson', 'Jordan', 'Keller', 'Kelly', 'Kennedy', 'Kim', 'Kowalski', 'Lambert', 'Larsen', 'Lawson',
  'Lindqvist', 'Lopez', 'Lowe', 'Marshall', 'Martin', 'Martinez', 'Mason', 'McAllister', 'McCarthy', 'McKenzie',
  'Medina', 'Mendoza', 'Meyer', 'Mitchell', 'Montgomery', 'Moore', 'Morales', 'Morgan', 'Murphy', 'Murray',
  'Nelson', 'Nguyen', "O'Brien", "O'Connor", 'Olsen', 'Ortiz', 'Owens', 'Palmer', 'Parker', 'Patel',
  'Patterson', 'Payne', 'Perkins', 'Peterson', 'Phillips', 'Porter', 'Powell', 'Price', 'Quinn', 'Ramirez',
  'Ramos', 'Reed', 'Reyes', 'Reynolds', 'Richardson', 'Rivera', 'Roberts', 'Robinson', 'Rodriguez', 'Rogers',
  'Russell', 'Sanders', 'Santos', 'Schmidt', 'Schneider', 'Scott', 'Shaw', 'Simmons', 'Sinclair', 'Spencer',
  'Stewart', 'Stone', 'Sullivan', 'Taylor', 'Thompson', 'Torres', 'Tucker', 'Turner', 'Vaughn', 'Vasquez',
  'Wagner', 'Walker', 'Wallace', 'Walsh', 'Warren', 'Watson', 'Webb', 'Wells', 'Wheeler', 'Whitfield',
  'Williams', 'Wilson', 'Wolfe', 'Wood', 'Wright', 'Young', 'Zimmerman',
] as const;

/** Common Québécois family names, for partners in Quebec. */
// prettier-ignore
export const QUEBEC_SURNAMES = [
  'Bélanger', 'Bergeron', 'Bouchard', 'Boucher', 'Caron', 'Cloutier', 'Côté', 'Desjardins', 'Dubé', 'Fortin',
  'Gagné', 'Gagnon', 'Gauthier', 'Girard', 'Lapointe', 'Lavoie', 'Leblanc', 'Lévesque', 'Martel', 'Morin',
  'Ouellet', 'Paquette', 'Pelletier', 'Poirier', 'Roy', 'Simard', 'Tremblay', 'Turcotte', 'Vachon', 'Villeneuve',
] as const;

/** Place-like names used as business names ("Oak Hill Funeral Home"). */
// prettier-ignore
export const LANDMARK_NAMES = [
  'Oak Hill', 'Riverside', 'Lakeview', 'Willow Creek', 'Maple Grove', 'Pine Ridge', 'Cedar Grove', 'Evergreen',
  'Fairview', 'Greenlawn', 'Hillcrest', 'Meadowbrook', 'Rosewood', 'Stonebridge', 'Valley View', 'Brookside',
  'Forest Lawn', 'Highland', 'Parkview', 'Sunset Hills', 'Northgate', 'Westwood', 'Elmwood', 'Springdale',
] as const;

/** Gentle descriptive names used by cremation providers ("Eternal Rest Cremation Services"). */
// prettier-ignore
export const DESCRIPTIVE_NAMES = [
  'Eternal Rest', 'Peaceful Passage', 'Serenity', 'Heritage', 'Tranquility', 'Harmony', 'Gentle Hands',
  'Cornerstone', 'Lasting Light', 'Still Waters', 'Open Sky', 'Guiding Light', 'Heartland', 'Sunrise',
  'Compass Rose', 'Kindred', 'Remembrance', 'Beacon', 'True North', 'Quiet Harbor', 'Morning Star', 'Evening Light',
] as const;

// prettier-ignore
export const US_STREET_NAMES = [
  'Main', 'Oak', 'Maple', 'Elm', 'Cedar', 'Pine', 'Walnut', 'Chestnut', 'Washington', 'Lincoln', 'Jefferson',
  'Franklin', 'Madison', 'Park', 'Church', 'Market', 'Center', 'Union', 'Spring', 'Highland', 'Hillcrest',
  'Lakeview', 'Ridge', 'Meadow', 'Valley', 'Sunset', 'College', 'Grand', 'Broad', 'Mill', 'River', 'Forest',
  'Summit', 'Prospect', 'Pleasant', 'Cherry', 'Willow', 'Magnolia', 'Dogwood', 'Liberty', 'Commerce', 'Memorial',
  'Veterans', 'Heritage', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '12th', '14th',
] as const;

export const US_STREET_SUFFIXES = ['St', 'St', 'Ave', 'Ave', 'Rd', 'Blvd', 'Dr', 'Ln', 'Pkwy', 'Way'] as const;

// prettier-ignore
export const CANADIAN_STREET_NAMES = [
  'King', 'Queen', 'Victoria', 'Wellington', 'Dundas', 'Albert', 'Main', 'Princess', 'Elgin', 'Church', 'Water',
  'Bay', 'Park', 'Lakeshore', 'Centre', 'Maple', 'Oak', 'Cedar', 'Birch', 'Spruce', 'Riverside', 'Highland',
] as const;

export const CANADIAN_STREET_SUFFIXES = ['Street', 'Street', 'Avenue', 'Road', 'Drive', 'Boulevard'] as const;

/** Quebec addresses put the type first: "1250, rue Notre-Dame". */
// prettier-ignore
export const QUEBEC_STREETS = [
  'rue Principale', 'rue Notre-Dame', 'rue Saint-Jean', 'rue Saint-Joseph', "rue de l'Église", 'rue du Parc',
  'rue des Érables', 'rue des Pins', 'boulevard Laurier', 'boulevard Champlain', 'rue Saint-Louis',
  'chemin du Moulin', 'boulevard Marie-Victorin', 'avenue du Lac', 'boulevard René-Lévesque',
] as const;

/**
 * Services partners list, in the order a card shows them (the partner page's meta description names
 * the first two). Every partner offers Solidified Remains: it is why they are in the directory.
 */
export const SERVICES = {
  directCremation: 'Direct Cremation',
  traditionalFuneral: 'Traditional Funeral Services',
  memorial: 'Memorial Services',
  solidifiedRemains: 'Solidified Remains',
  viewing: 'Cremation with Viewing',
  celebrationOfLife: 'Celebration of Life',
  burial: 'Burial Services',
  greenBurial: 'Green Burial',
  veterans: 'Veteran Services',
  prePlanning: 'Pre-Planning',
  griefSupport: 'Grief Support',
  pet: 'Pet Cremation',
  urns: 'Urns & Keepsakes',
  livestream: 'Livestreamed Services',
  witness: 'Witnessed Cremation',
} as const;

export type Service = (typeof SERVICES)[keyof typeof SERVICES];
export const SERVICE_ORDER: readonly Service[] = Object.values(SERVICES);
