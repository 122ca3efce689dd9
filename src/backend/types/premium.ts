/** Premium material and Pro enquiries. */

/** A premium reviewer body, as markdown (rendered without raw HTML). */
export interface PremiumContent {
  readonly slug: string;
  readonly title: string;
  readonly markdown: string;
}


/** Protected premium material (DESIGN.md §7): never part of the public build. */
export interface PremiumService {
  /** `premiumContent/{slug}`; throws BackendError('premium'). */
  getContent(slug: string): Promise<PremiumContent>;
  /** The premium video's bytes (read with getBlob, never a long-lived URL); throws BackendError('premium'). */
  getVideo(): Promise<Blob>;
  /** The video's captions (WebVTT text), or null when there are none; throws BackendError('premium'). */
  getVideoCaptions(): Promise<string | null>;
}

/** What the sender types; the reply address is their account's verified email, not typed. */
export interface ProEnquiryInput {
  readonly name: string;
  readonly organisation: string;
  readonly seats: number;
  readonly message: string;
}

export interface ProEnquiry extends ProEnquiryInput {
  readonly id: string;
  /** The sender's account email (verified when sent), where the reply goes. */
  readonly email: string;
  readonly createdAt: Date | null;
  /** Set when the sender was signed in. */
  readonly uid: string | null;
}

/** Enquiries from review centres and schools (`proEnquiries/{id}`). */
export interface ProService {
  /**
   * Signed-in users only (BackendError('payment', 'permission-denied') otherwise), with a
   * verified email ('email-not-verified' otherwise), which is where the reply goes; one per
   * account, a resend replaces it. Rejects when the write fails.
   */
  createEnquiry(input: ProEnquiryInput): Promise<void>;
  /** Newest first (admins only). */
  listEnquiries(): Promise<ProEnquiry[]>;
}
