// The GTK 4 previewer (placeholder until it lands).

print("The previewer is not built yet: see README.md.")
