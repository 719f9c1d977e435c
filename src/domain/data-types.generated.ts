/*
 * The types of the raw JSON in data/, generated from data/schemas/*.json by
 * src/lib/data/schema-to-ts.ts. Do not edit: change the schema, then run `npm run data:types`
 * (src/lib/data/__tests__/types.test.ts fails while this file and the schemas differ).
 */

/** Business facts (data/schemas/site.schema.json). */
export type BusinessData = {
  $schema?: string;
  name: string;
  legalName?: string;
  tagline: string;
  description: string;
  siteUrl: string;
  phone: string;
  email: string;
  replyTime: string;
  shopUrl: string;
  timeZone: "America/New_York";
  priceRange?: string;
  locations: {
    id: string;
    name: string;
    streetAddress: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
    phone: string;
    email: string;
    geo: {
      latitude: number;
      longitude: number;
    };
    openingHours: DayHours[];
    servedTowns: string[];
    servedZips?: string[];
    bookings: Array<"dropoff" | "on-site" | "mail-in">;
    directions: string;
    googleProfileUrl?: string;
    googleReviewUrl?: string;
    image?: string;
    imageAlt?: string;
  }[];
  specialHours?: {
    date: string;
    through?: string;
    reason: string;
    opens?: string;
    closes?: string;
    locations?: string[];
  }[];
  notice?: {
    text: string;
    from: string;
    through: string;
    linkLabel?: string;
    linkTo?: string;
  };
  placeholders?: {
    field: string;
    value: string;
  }[];
};

export type DayHours = {
  day: "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
  opens: string;
  closes: string;
};

/** Menus (data/schemas/navigation.schema.json). */
export type NavigationData = {
  $schema?: string;
  groups: {
    id: string;
    label: string;
    desktop: boolean;
    mobile: boolean;
  }[];
  home: Link;
  aboutMenu: Menu;
  businessMenu?: Menu;
  contact: Link;
  quote: {
    to: string;
  };
  actions: {
    getPrice: string;
    bookRepair: string;
    requestService: string;
    askQuestion: string;
    call: string;
  };
  mobileLinks: Link[];
  footer: {
    contactLinks: Link[];
    groups: string[];
    legal: Menu;
    sitemap: Link;
  };
};

export type Link = {
  label: string;
  to: string;
};

export type Menu = {
  label: string;
  items: Link[];
};

/** Services (data/schemas/services.schema.json). */
export type ServicesData = {
  $schema?: string;
  services: {
    label: string;
    title?: string;
    path: string;
    slug?: string;
    kind: "sales" | "other";
    group: string;
    visit?: boolean;
    summary: string;
    intro: string;
    turnaround?: string;
    whatWeDo: string[];
    faqs: {
      question: string;
      answer: string;
    }[];
    related: string[];
    image?: string;
    imageAlt?: string;
  }[];
};

/** Page copy (data/schemas/pages.schema.json). */
export type PagesData = {
  $schema?: string;
  home: {
    title: string;
    heading: string;
    shopLabel: string;
    locationsText: string;
    locationsLink: {
      label: string;
      to: string;
    };
    highlights: {
      anchor: string;
      title: string;
      text: string;
    }[];
    sections: {
      id: string;
      heading: string;
      intro: string;
      groups: string[];
    }[];
    about: {
      heading: string;
      intro: string;
      points: string[];
    };
    contact: {
      heading: string;
      text: string;
    };
    heroImage?: string;
    heroImageAlt?: string;
  };
  service: {
    title: string;
    heading: string;
    description: string;
    whatWeDoHeading: string;
    faqHeading: string;
    bookHeading: string;
    bookText: string;
    whyHeading: string;
    whyPoints: string[];
    timeOne: string;
    timeRange: string;
    warrantyRange: string;
    warrantyAll: string;
    visitArea: string;
    relatedHeading: string;
    townsHeading: string;
    townsNearLabel: string;
    quickHelpHeading: string;
    quickHelpText: string;
    otherServices: {
      id: string;
      services: string[];
      groups: string[];
      action: "askQuestion" | "requestService";
      bookHeading: string;
      bookText: string;
      whyHeading: string;
      whyPoints: string[];
      quickHelpText: string;
    }[];
  };
  notFound: {
    title: string;
    description: string;
    code: string;
    heading: string;
    text: string;
    homeLabel: string;
  };
  blog: {
    title: string;
    description: string;
    heading: string;
    intro: string;
    pagedTitle: string;
    pagedHeading: string;
    pagesLabel: string;
    pageOfLabel: string;
    newerLabel: string;
    olderLabel: string;
  };
  quote: {
    title: string;
    description: string;
    heading: string;
    intro: string;
    familyHeading: string;
    searchLabel: string;
    searchHint: string;
    searchButton: string;
    searchCount: string;
    searchNoMatch: string;
  };
  contact: {
    title: string;
    description: string;
    heading: string;
    intro: string;
    formHeading: string;
    formIntro: string;
    submitLabel: string;
    sendingLabel: string;
    privacyNote: string;
    cardHeading: string;
    cardText: string;
    hoursLabel: string;
    closureLabel: string;
    townsNearLabel: string;
    faqHeading: string;
    failureTitle: string;
    failureText: string;
    refusal: {
      title: string;
      heading: string;
      backText: string;
      laterText: string;
      formLinkLabel: string;
      callText: string;
    };
    rateLimitedText: string;
    notReceivedText: string;
    trustPoints: {
      title: string;
      text: string;
    }[];
    faqs: {
      question: string;
      answer: string;
    }[];
    privacyLinkLabel: string;
    booking: {
      estimateHeading: string;
      removeEstimateLabel: string;
      estimateSeen: string;
      messageOptionalLabel: string;
      noScriptEstimate: string;
      noScriptEstimateLink: string;
      dropoffLegend: string;
      dropoffNone: string;
      addressLabel: string;
      addressVisitLabel: string;
      locationLabel: string;
      locationNone: string;
      dateLabel: string;
      dateNone: string;
      dateWeekday: string;
      dateMailIn: string;
      timeLabel: string;
      timeNone: string;
      morningLabel: string;
      afternoonLabel: string;
      photosLabel: string;
      photosHint: string;
      photosRemoveLabel: string;
    };
    confirmation: {
      subject: string;
      greeting: string;
      intro: string;
      referenceLabel: string;
      requestHeading: string;
      serviceLabel: string;
      deviceLabel: string;
      repairLabel: string;
      messageLabel: string;
      messageText: string;
      visitAddressText: string;
      estimateLabel: string;
      bookingHeading: string;
      howLabel: string;
      whenLabel: string;
      calendarText: string;
      shopHeading: string;
      closing: string;
    };
  };
  thankYou: {
    title: string;
    description: string;
    heading: string;
    intro: string;
    directHeading: string;
    directText: string;
    referenceLabel: string;
    referenceHint: string;
    noReference: string;
    stepsHeading: string;
    homeLabel: string;
    anotherLabel: string;
    confirmationHeldText: string;
    steps: {
      title: string;
      text: string;
    }[];
    booked: {
      heading: string;
      estimateLabel: string;
      dropoffLabel: string;
      dateLabel: string;
      photosLabel: string;
      calendarLabel: string;
      estimateText: string;
      shopLinkLabel: string;
      mailInLinkLabel: string;
      dropoff: {
        heading: string;
        steps: string[];
      };
      mailIn: {
        heading: string;
        steps: string[];
      };
      onSite: {
        heading: string;
        steps: string[];
      };
    };
  };
  locations: {
    title: string;
    description: string;
    heading: string;
    intro: string;
    directionsLabel: string;
    mapTitle: string;
    pageLinkLabel: string;
  };
  location: {
    title: string;
    description: string;
    heading: string;
    intro: string;
    linkLabel: string;
    closureLabel: string;
    contactHeading: string;
    hoursHeading: string;
    closuresHeading: string;
    closuresNone: string;
    closedLabel: string;
    openLabel: string;
    directionsLabel: string;
    mapTitle: string;
    findHeading: string;
    bookingsHeading: string;
    dropoff: BookingCopy;
    onSite: BookingCopy;
    mailIn: BookingCopy;
    servicesHeading: string;
    townsHeading: string;
    imageAlt: string;
  };
  sitemap: {
    title: string;
    description: string;
    heading: string;
    mainHeading: string;
    pricesHeading: string;
    servicesHeading: string;
    postsHeading: string;
    downloadLabel: string;
    blogPageLabel: string;
    mainTitles: {
      path: string;
      label: string;
    }[];
  };
  pricing: {
    title: string;
    description: string;
    heading: string;
    intro: string;
    familyHeading: string;
    modelTitles: string[];
    modelHeading: string;
    modelDescription: string;
    modelReleased: string;
    modelInStock: string;
    modelSameDay: string;
    modelOrdered: string;
    modelsHeading: string;
    familyLinkLabel: string;
    breadcrumbLabel: string;
    stockLabel: string;
    inStockText: string;
    orderedText: string;
    tableCaption: string;
    repairLabel: string;
    estimateLabel: string;
    timeLabel: string;
    warrantyLabel: string;
    daysLabel: string;
    noWarrantyLabel: string;
    sameDayLabel: string;
    modelsLinkLabel: string;
    warrantyLinkLabel: string;
    hubLinkLabel: string;
    brandsLabel: string;
    filterLabel: string;
    filterHint: string;
    filterCount: string;
    filterNoMatch: string;
    repairChosen: string;
    showAllModels: string;
    repairsHeading: string;
    symptomsLabel: string;
    notListedHeading: string;
    notListedText: string;
    serviceHeading: string;
    serviceIntro: string;
  };
  warranty: {
    title: string;
    description: string;
    heading: string;
    intro: string;
    coversHeading: string;
    coversText: string;
    coversPoints: string[];
    lengthHeading: string;
    lengthIntro: string;
    repairLabel: string;
    periodLabel: string;
    voidsHeading: string;
    voidsPoints: string[];
    claimHeading: string;
    claimSteps: {
      title: string;
      text: string;
    }[];
    requestLabel: string;
    mailInLabel: string;
  };
  mailIn: {
    title: string;
    description: string;
    heading: string;
    intro: string;
    stepsHeading: string;
    steps: {
      title: string;
      text: string;
    }[];
    includeHeading: string;
    includePoints: string[];
    dataHeading: string;
    dataParagraphs: string[];
    addressHeading: string;
    addressIntro: string;
    attention: string;
    bookHeading: string;
    bookText: string;
    bookLabel: string;
  };
  reviews: {
    heading: string;
    serviceHeading: string;
    locationHeading: string;
    ratingLabel: string;
    profileLabel: string;
    leaveLabel: string;
    locationProfileLabel: string;
    locationLeaveLabel: string;
  };
  status: {
    title: string;
    description: string;
    heading: string;
    intro: string;
    referenceLabel: string;
    referenceHint: string;
    codeLabel: string;
    codeHint: string;
    submitLabel: string;
    loadingText: string;
    notFoundHeading: string;
    notFoundText: string;
    rateLimitedText: string;
    invalidText: string;
    errorText: string;
    requestLabel: string;
    bookingLabel: string;
    shopLabel: string;
    historyHeading: string;
    noteLabel: string;
    keptUntilText: string;
    states: {
      received: StatusState;
      booked: StatusState;
      diagnosing: StatusState;
      "waiting-for-parts": StatusState;
      ready: StatusState;
      completed: StatusState;
      cancelled: StatusState;
    };
    email: {
      statusText: string;
      codeText: string;
      updateSubject: string;
      updateGreeting: string;
      updateIntro: string;
      updateClosing: string;
    };
  };
};

export type BookingCopy = {
  title: string;
  text: string;
  linkLabel?: string;
};

export type StatusState = {
  label: string;
  text: string;
};

/** Content page (data/schemas/document.schema.json). */
export type DocumentData = {
  $schema?: string;
  path: string;
  title: string;
  description: string;
  heading: string;
  intro: string;
  updated?: string;
  sections: {
    id: string;
    heading: string;
    paragraphs: string[];
    items?: string[];
  }[];
};

/** Blog post (data/schemas/blog-post.schema.json). */
export type BlogPostData = {
  $schema?: string;
  slug: string;
  title: string;
  description: string;
  date: string;
  heroImage: string;
  heroAlt: string;
  body: string;
};

/** Repair prices (data/schemas/pricing.schema.json). */
export type PricingIndexData = {
  $schema?: string;
  estimateNote: string;
  families: string[];
};

/** Prices of one device family (data/schemas/pricing-family.schema.json). */
export type PricingFamilyData = {
  $schema?: string;
  label: string;
  slug?: string;
  singular: string;
  title: string;
  description: string;
  intro: string;
  modelHeading?: string;
  repairs: Repair[];
  brands: Brand[];
  highlights: {
    brand: string;
    model: string;
    repair: string;
  }[];
};

export type Price = {
  from?: number;
  to?: number;
  quote?: boolean;
  time: string;
  sameDay?: boolean;
  inStock: boolean;
  warrantyDays: number;
};

export type Repair = {
  id: string;
  label: string;
  description: string;
  symptoms: string[];
  service: string;
  default?: Price;
};

export type ModelPrice = {
  repair: string;
  offered?: boolean;
  from?: number;
  to?: number;
  quote?: boolean;
  time?: string;
  sameDay?: boolean;
  inStock?: boolean;
  warrantyDays?: number;
};

export type Model = {
  id: string;
  label: string;
  year?: number;
  prices: ModelPrice[];
};

export type Brand = {
  id: string;
  label: string;
  models: Model[];
};

/** Reviews (data/schemas/reviews.schema.json). */
export type ReviewsData = {
  $schema?: string;
  reviews: {
    author: string;
    date: string;
    source: "Google" | "Facebook" | "Yelp" | "Nextdoor" | "In person" | "E-mail" | "Phone";
    rating?: number;
    text: string;
    location: string;
    service?: string;
  }[];
};

/** Search words (data/schemas/search.schema.json). */
export type SearchData = {
  $schema?: string;
  words: {
    say: string[];
    means: string;
  }[];
  pages: {
    page: string;
    say: string[];
  }[];
};
