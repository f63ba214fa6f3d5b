"""Reading content files without trusting them: YAML with line and column marks, size and shape
checks, and the helpers game loaders validate with."""
