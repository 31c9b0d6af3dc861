# track: numpy
# exercise: masking
# why: causal_mask ports TensorFlow's sequence_mask idiom for a causal mask, sequence_mask(lengths, maxlen=t) as np.arange(t) < lengths[:, None], with the lengths written range(t) where range(1, t + 1) belongs, so query i sees only keys 0..i-1: the diagonal is hidden and query 0 sees nothing
# kind: public
# diagnosis: causal-no-diagonal


def causal_mask(t):
    lengths = np.arange(t)
    return np.arange(t)[None, :] < lengths[:, None]
