// The documents of Money in both precision models as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.
import type { Decimal128, Long, ObjectId } from "mongodb";

/**
 * The documents of the collection "prices_scaled".
 */
export interface PricesScaled {
    _id: ObjectId;
    item: string;
    /** USD at 1/1000: 9.99 is 9990 */
    price: Long;
    currency: "USD";
}

/**
 * The documents of the collection "prices_exact".
 */
export interface PricesExact {
    _id: ObjectId;
    item: string;
    price: {
        value: Decimal128;
        /** For range queries and sorting */
        approx: number;
        currency: "USD" | "EUR";
    };
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    prices_scaled: PricesScaled;
    prices_exact: PricesExact;
}
