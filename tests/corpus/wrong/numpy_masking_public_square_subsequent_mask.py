# track: numpy
# exercise: masking
# why: causal_mask ports PyTorch's nn.Transformer.generate_square_subsequent_mask, np.triu(np.full((t, t), -np.inf), k=1): an additive float mask (0 where visible, -inf above the diagonal) instead of the bool mask with True on and below the diagonal
# kind: public
# diagnosis: mask-not-bool
import numpy as np


def causal_mask(t):
    # nn.Transformer.generate_square_subsequent_mask(sz):
    #     torch.triu(torch.full((sz, sz), float("-inf")), diagonal=1)
    return np.triu(np.full((t, t), -np.inf), k=1)
