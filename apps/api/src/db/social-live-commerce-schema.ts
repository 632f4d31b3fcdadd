/** A live-stream host of the social-live-commerce service; id is a slug (`lena-koch`). */
export interface CreatorsTable {
  id: string;
  name: string;
  /** What they present (`Küche & Genuss`), shown under the name. */
  topic: string;
  image_svg: string;
  updated_at: number;
}

/** One planned stream; live while starts_at <= now < ends_at (epoch milliseconds). */
export interface CreatorStreamsTable {
  id: string;
  creator_id: string;
  title: string;
  starts_at: number;
  ends_at: number;
}

/** A customer follows a creator; source_app says where (WEB_SHOP or SHOP_APP). */
export interface CreatorFollowsTable {
  customer_id: string;
  creator_id: string;
  source_app: string;
  followed_at: number;
}
