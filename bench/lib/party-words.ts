import { words } from './product-words';

// Names and places for customers and suppliers of a Raipur trader: most buyers are shops in
// Chhattisgarh, some in the neighbouring states; suppliers are spread wider (manufacturers).

export const FIRST_NAMES = words(
  'Ramesh|Suresh|Mahesh|Dinesh|Rajesh|Anil|Sunil|Vijay|Ajay|Sanjay|Manoj|Pankaj|Deepak|Rakesh|Ashok',
  'Santosh|Vinod|Pradeep|Rahul|Amit|Sumit|Nitin|Gaurav|Alok|Abhishek|Kiran|Sunita|Anita|Kavita|Rekha',
  'Meena|Pooja|Neha|Priya|Shweta|Lata|Geeta|Savita|Usha|Asha|Harish|Girish|Tarun|Varun|Bhupesh',
  'Lalit|Mukesh|Naresh|Kishore|Jitendra|Devendra|Mohan|Sohan|Gopal|Krishna|Shankar|Hemant|Yogesh',
);

export const SURNAMES = words(
  'Sahu|Agrawal|Verma|Sharma|Gupta|Jain|Soni|Patel|Yadav|Sinha|Tiwari|Mishra|Dewangan|Chandrakar',
  'Baghel|Thakur|Banjare|Netam|Kurre|Markam|Tamrakar|Goyal|Bansal|Agarwal|Chouhan|Nishad|Sen|Rathore',
  'Pandey|Dubey|Shukla|Tripathi|Khandelwal|Maheshwari|Lunia|Bothra|Golchha|Parakh|Sethia|Kochar',
);

export const SHOP_WORDS = words(
  'Traders|Kirana Store|General Store|Enterprises|Agencies|Supermart|Provision Store|Brothers',
  'and Sons|Trading Company|Stores|Bhandar|Wholesale|Distributors|Mart|Departmental Store',
);

export const SUPPLIER_WORDS = words(
  'Industries|Foods Pvt Ltd|Consumer Products Ltd|Mills|Oil Mills|Agro Products|Distributors',
  'Marketing Pvt Ltd|Manufacturing Co|Udyog|Exports|Packaging Pvt Ltd|Home Care Ltd',
);

export const DEITY_PREFIXES = words(
  'Shri Ganesh|Jai Mata Di|Maa Durga|Shree Balaji|Jai Ambe|Shiv Shakti|Sai|Om|Mahalaxmi|Radhe Krishna',
);

export const STREETS = words(
  'Sadar Bazar|Gol Bazar|Station Road|Main Road|Gandhi Chowk|Naya Bazar|Ganj Mandi|Bus Stand Road',
  'Civil Lines|Tatibandh|Pandri|Fafadih|Shankar Nagar|Telibandha|Ring Road|Industrial Area|Kachna',
);

export type Place = { city: string; stateCode: string; pinPrefix: string };

function places(stateCode: string, pinPrefix: string, cities: string): Place[] {
  return cities.split('|').map((city) => ({ city, stateCode, pinPrefix }));
}

export const CHHATTISGARH_PLACES: readonly Place[] = [
  ...places('22', '492', 'Raipur|Raipur|Raipur|Abhanpur|Arang|Tilda'),
  ...places('22', '490', 'Bhilai|Durg|Bhilai|Kumhari'),
  ...places('22', '495', 'Bilaspur|Korba|Janjgir|Champa|Mungeli'),
  ...places('22', '491', 'Rajnandgaon|Kawardha|Bemetara|Balod'),
  ...places('22', '496', 'Raigarh|Jashpur'),
  ...places('22', '493', 'Mahasamund|Dhamtari|Baloda Bazar|Gariaband'),
  ...places('22', '494', 'Jagdalpur|Kondagaon|Kanker'),
  ...places('22', '497', 'Ambikapur|Baikunthpur'),
];

export const OTHER_STATE_PLACES: readonly Place[] = [
  ...places('23', '482', 'Jabalpur|Balaghat|Mandla'),
  ...places('23', '462', 'Bhopal'),
  ...places('23', '452', 'Indore'),
  ...places('27', '440', 'Nagpur|Nagpur'),
  ...places('27', '441', 'Gondia|Bhandara'),
  ...places('27', '400', 'Mumbai'),
  ...places('21', '768', 'Sambalpur|Bargarh|Jharsuguda'),
  ...places('21', '751', 'Bhubaneswar'),
  ...places('20', '834', 'Ranchi'),
  ...places('09', '221', 'Varanasi'),
  ...places('09', '226', 'Lucknow'),
  ...places('36', '500', 'Hyderabad'),
  ...places('24', '380', 'Ahmedabad'),
  ...places('24', '395', 'Surat'),
  ...places('07', '110', 'New Delhi'),
  ...places('08', '302', 'Jaipur'),
  ...places('19', '700', 'Kolkata'),
];
