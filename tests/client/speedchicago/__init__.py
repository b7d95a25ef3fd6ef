"""Client tests of the Speedchicago table package."""
