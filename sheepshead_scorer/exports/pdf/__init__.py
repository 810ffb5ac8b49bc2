"""PDF documents (reportlab platypus) for the wall, the tables and the prize desk."""
