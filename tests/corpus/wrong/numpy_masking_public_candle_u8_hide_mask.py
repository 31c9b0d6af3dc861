# track: numpy
# exercise: masking
# why: causal_mask ports the mask of Hugging Face candle's LLaMA example, (0..t).flat_map(|i| (0..t).map(|j| u8::from(j > i))), where 1 marks the keys to HIDE (candle's masked_fill puts -inf where the mask is 1); it returns uint8 numbers, 1 strictly above the diagonal and 0 on and below it, instead of a bool mask that is True on and below the diagonal
# kind: public
# diagnosis: mask-not-bool, causal-upper, mask-inverted
import numpy as np


def causal_mask(t):
    # candle: u8::from(j > i) for query i, key j; the mask marks the future keys
    mask = [[np.uint8(j > i) for j in range(t)] for i in range(t)]
    return np.array(mask, dtype=np.uint8).reshape(t, t)
