/// Words the lab names things with, so that features read like an app's, not like `F17`.
enum Vocabulary {
    /// Feature names; a feature's module is one of these and its index (`Wallet042`).
    static let features = [
        "Accounts", "Billing", "Bookings", "Calendar", "Cart", "Catalog", "Chat", "Checkout", "Contacts",
        "Coupons", "Delivery", "Discovery", "Documents", "Events", "Favorites", "Feed", "Gallery", "Groups",
        "Inbox", "Insights", "Inventory", "Invoices", "Journeys", "Leads", "Ledger", "Loyalty", "Maps", "Media",
        "Messages", "News", "Notes", "Offers", "Onboarding", "Orders", "Pantry", "Payments", "Photos", "Podcasts",
        "Profile", "Quotes", "Ratings", "Receipts", "Recipes", "Referrals", "Reminders", "Rentals", "Returns",
        "Reviews", "Rewards", "Savings", "Schedule", "Shipping", "Stories", "Subscriptions", "Support", "Tasks",
        "Tickets", "Timeline", "Tips", "Transfers", "Travel", "Tutorials", "Vouchers", "Wallet", "Weather",
        "Wishlist", "Workouts",
    ]

    /// Case names for a feature's record kinds.
    static let kinds = [
        "pending", "active", "archived", "draft", "shared", "flagged", "premium", "basic", "urgent", "routine",
        "local", "remote", "seasonal", "daily", "weekly", "monthly", "gift", "standard", "express", "trial",
        "hidden", "pinned", "expired", "verified",
    ]

    /// Words for titles and tags in generated records.
    static let titles = [
        "north", "south", "amber", "cobalt", "maple", "cedar", "harbor", "meadow", "summit", "river", "copper",
        "violet", "linen", "granite", "orchid", "falcon", "lantern", "willow", "quartz", "saffron",
    ]
}
