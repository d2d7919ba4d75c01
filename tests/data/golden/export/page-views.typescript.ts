// The documents of Pre-aggregated page views as TypeScript types, written by DocModeler.
// Int64 fields are Long: read them with promoteLongs: false to get Long values back.

/**
 * The documents of the collection "stats.2024-01".
 * Views of one page in January 2024; _id is site/page
 */
export interface Stats202401 {
    _id: string;
    site: string;
    page: string;
    total: number;
    /** "1".."31": views per day */
    days: {
        "1": number;
        "2": number;
        "3": number;
        "4": number;
        "5": number;
        "6": number;
        "7": number;
        "8": number;
        "9": number;
        "10": number;
        "11": number;
        "12": number;
        "13": number;
        "14": number;
        "15": number;
        "16": number;
        "17": number;
        "18": number;
        "19": number;
        "20": number;
        "21": number;
        "22": number;
        "23": number;
        "24": number;
        "25": number;
        "26": number;
        "27": number;
        "28": number;
        "29": number;
        "30": number;
        "31": number;
    };
}

/** Each collection's documents, for db.collection<Collections["name"]>("name"). */
export interface Collections {
    "stats.2024-01": Stats202401;
}
