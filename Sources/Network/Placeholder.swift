// Placeholder until the target has real sources.
