# track: numpy
# exercise: masking
# why: causal_mask builds its square of ones with np.ones_like(t, dtype=bool), taking ones_like for "ones of size t"; ones_like copies the shape of its argument, and the int t has none, so it returns a 0-d True and np.tril of a 0-d array raises TypeError on every call
# kind: crash
# diagnosis: crash


def causal_mask(t):
    ones = np.ones_like(t, dtype=bool)  # meant: a (t, t) square of True
    return np.tril(ones)
