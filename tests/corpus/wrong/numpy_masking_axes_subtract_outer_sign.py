# track: numpy
# exercise: masking
# why: causal_mask builds the offsets with np.subtract.outer(pos, pos), whose entry [i, j] is i - j (query minus key), and keeps np.subtract.outer(pos, pos) <= 0 ("the key is not after the query" written the other way round), so query i sees keys i..t-1: the upper triangle
# kind: axes
# diagnosis: causal-upper
def causal_mask(t):
    pos = np.arange(t)
    return np.subtract.outer(pos, pos) <= 0
