// Named nowhere: the check must report it.
