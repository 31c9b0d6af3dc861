# track: numpy
# exercise: scaling
# why: scaled_scores calls np.swapaxes(k) with no axes, expecting it to swap the last two like .mT, but both axes are required, so every call raises TypeError
# kind: crash
# diagnosis: crash

def scaled_scores(q, k):
    q = np.asarray(q); k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k differs")
    return (q @ np.swapaxes(k)) / math.sqrt(q.shape[-1])
