// What the rates tables read of a product from the lookup: its name, own rate and HSN.
export type ProductChoice = { id: number; name: string; rate: number; hsn_code: string };
