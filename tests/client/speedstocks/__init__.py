"""Client tests of the Speedstocks table package."""
